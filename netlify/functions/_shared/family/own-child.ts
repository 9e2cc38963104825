/**
 * The child a family route's path names, checked before anything else of the request is read: a
 * child is any profile whose e-mail on file is the signed-in address, and any other id answers 404
 * (whatever the body holds). The routes run `ownChild` as their `allow` check and their handler
 * takes the child it found with `childOfRequest`.
 */
import type { Skater } from '#domain/registry/skater.schema.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { pathId } from '#shared/platform/http.ts';
import { requireFamily } from '#shared/security/family-sessions.ts';
import { childOf } from './family-children.ts';

const found = new WeakMap<Request, { email: string; skater: Skater }>();

export const ownChild = async (req: Request, context: RequestContext): Promise<void> => {
  const { email } = await requireFamily(req);
  found.set(req, { email, skater: await childOf(email, pathId(context, 'Skater')) });
};

/** The signed-in address and its child that `ownChild` found for this request. */
export const childOfRequest = (req: Request): { email: string; skater: Skater } => {
  const child = found.get(req);
  if (!child) throw new Error('A family child route runs ownChild as its allow check');
  return child;
};
