/**
 * One function file may serve several paths (seed: /api/achievements, /api/achievements/{id} and
 * /api/achievementspost). Netlify routes the request to the file; this picks the handler of the
 * path that matched. `config.path` must stay a literal in each file (Netlify reads it statically),
 * so tests check that it lists exactly the keys of the table.
 */
import { HttpError, type Handler, type RequestContext } from './http.ts';
import { idSchema } from '../../../src/domain/fields.schema.ts';

export const byPath = (table: Record<string, Handler>): Handler => {
  const compiled = Object.entries(table).map(([path, handler]) => ({ pattern: new URLPattern({ pathname: path }), handler }));
  return async (req, context) => {
    const { pathname } = new URL(req.url);
    const match = compiled.find(({ pattern }) => pattern.test({ pathname }));
    if (!match) throw new HttpError(404, 'Not found.');
    return match.handler(req, context);
  };
};

/** The `:id` of the path, if it is a well-formed id; anything else cannot name a record (404). */
export const pathId = (context: RequestContext, what: string): string => {
  const parsed = idSchema.safeParse(context.params['id']);
  if (!parsed.success) throw new HttpError(404, `${what} not found.`);
  return parsed.data;
};
