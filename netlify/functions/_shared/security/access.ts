/**
 * Who may call a route: the access a route declares (src/domain/common/api-route.ts), checked by
 * the declared routes' first middleware (platform/hono/app.ts). `guard` answers 401 without a
 * session and 403 naming the role for a signed-in admin whose role may not do this (owners may do
 * everything); the handler runs only after that.
 */
import type { RouteAccess } from '#domain/common/api-route.ts';
import { requireAdmin, requireRole, type Session } from './sessions.ts';
import { requireFamily } from './family-sessions.ts';
import { requireCoach } from './coach-sessions.ts';

/**
 * A list of roles lets any of them in (a deletion two roles share, each within its own part).
 * 'family' is a parent signed in by e-mail (family-sessions.ts): never an admin, and no admin
 * session gets past it. 'coach' is a club's coach signed in by e-mail (coach-sessions.ts): never
 * an admin nor a family, and no other session gets past it.
 */
export type Access = RouteAccess;

/** Refuses a caller the access does not let in (401 or 403); a public route lets everyone in. The admin's session when there is one. */
export const guard = async (access: Access, req: Request): Promise<Session | undefined> => {
  // A public route never needs the session (and must not pay a store read for it).
  if (access === 'public') return undefined;
  if (access === 'signed-in') return requireAdmin(req);
  if (access === 'family') {
    await requireFamily(req);
    return undefined;
  }
  if (access === 'coach') {
    await requireCoach(req);
    return undefined;
  }
  return requireRole(req, access);
};

/** Every record a request writes remembers the account that changed it last (its id and name). */
export const authorOf = (session: Session | undefined) => (session ? { id: session.accountId, name: session.admin } : undefined);
