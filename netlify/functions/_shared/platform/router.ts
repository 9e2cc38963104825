/**
 * Routing: a function file's handler is a tree of wrappers (`handle`, then `byPath`, then
 * `byMethod`, then each route's access guard), and each node keeps a description of itself so the
 * route table (method, path, who may call it) can be read back from the default export
 * (`endpointsOf`). The roles test and the README's API table check are generated from it. Function
 * files moved to declared routes (hono/app.ts) describe themselves with their declarations, so the
 * same table lists both kinds.
 */
import { idSchema } from '#domain/common/fields.schema.ts';
import { assertSameOrigin, HttpError, notFound, type Handler, type RequestContext } from './http.ts';
import { errorAnswer } from './errors.ts';

/**
 * What each handler is, kept beside it so that the route table of a function file can be read
 * back from its default export (who may call each method of each path): the role test is
 * generated from the functions themselves, so a route added without a declared access fails it.
 */
type Described =
  | { kind: 'wrapper'; inner: Handler }
  | { kind: 'paths'; table: Record<string, Handler> }
  | { kind: 'methods'; table: Partial<Record<string, Handler>> }
  | { kind: 'endpoint'; access: string | readonly string[]; inner?: Handler }
  /** A function whose routes are declared (hono/app.ts): its table is the declarations themselves. */
  | { kind: 'declared'; endpoints: readonly Endpoint[] };
/** A registered symbol, so tests that load the functions as separate module instances still read it. */
const DESCRIPTION = Symbol.for('api.route-description');
type DescribedHandler = Handler & { [DESCRIPTION]?: Described };

export const describe = <H extends Handler>(handler: H, description: Described): H =>
  Object.defineProperty(handler, DESCRIPTION, { value: description, enumerable: false });

export interface Endpoint {
  /** The path of the handler table, or undefined when the file serves its `config.path` alone. */
  path: string | undefined;
  method: string;
  /** Who may call it, as declared (see access.ts): a list when any of several roles may; undefined for a handler that declares nothing. */
  access: string | readonly string[] | undefined;
  /** The handler behind the access guard (where a route's audit declaration is kept, audit/audited.ts). */
  inner?: Handler | undefined;
}

/** Every method of every path a function's handler serves, with its declared access. */
export const endpointsOf = (handler: Handler, path?: string, method?: string): Endpoint[] => {
  const description = (handler as DescribedHandler)[DESCRIPTION];
  if (!description) return method ? [{ path, method, access: undefined }] : [];
  switch (description.kind) {
    case 'wrapper':
      return endpointsOf(description.inner, path, method);
    case 'paths':
      return Object.entries(description.table).flatMap(([key, inner]) => endpointsOf(inner, key, method));
    case 'methods':
      return Object.entries(description.table).flatMap(([key, inner]) => (inner ? endpointsOf(inner, path, key) : []));
    case 'endpoint':
      return [{ path, method: method ?? '', access: description.access, inner: description.inner }];
    case 'declared':
      return [...description.endpoints];
  }
};

/** Wraps a handler: known errors become their status (errors.ts), anything else a logged 500 without request data. */
export const handle = (handler: Handler): Handler =>
  describe(
    async (req, context) => {
      try {
        assertSameOrigin(req);
        return await handler(req, context);
      } catch (error) {
        return errorAnswer(req, error);
      }
    },
    { kind: 'wrapper', inner: handler },
  );

/** Dispatches on method; anything else is 405 with an Allow header. */
export const byMethod = (handlers: Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>): Handler =>
  describe(
    async (req, context) => {
      const handler = handlers[req.method as keyof typeof handlers];
      if (!handler) {
        throw new HttpError(405, `Method ${req.method} is not allowed here.`, undefined, { Allow: Object.keys(handlers).join(', ') });
      }
      return handler(req, context);
    },
    { kind: 'methods', table: handlers },
  );

/**
 * One function file may serve several paths (for example /api/achievements, /api/achievements/{id} and
 * /api/achievementspost). Netlify routes the request to the file; this picks the handler of the
 * path that matched. `config.path` must stay a literal in each file (Netlify reads it statically),
 * so tests check that it lists exactly the keys of the table.
 */
export const byPath = (table: Record<string, Handler>): Handler => {
  const compiled = Object.entries(table).map(([path, handler]) => ({ pattern: new URLPattern({ pathname: path }), handler }));
  return describe(
    async (req, context) => {
      const { pathname } = new URL(req.url);
      const match = compiled.find(({ pattern }) => pattern.test({ pathname }));
      if (!match) throw new HttpError(404, 'Not found.');
      return match.handler(req, context);
    },
    { kind: 'paths', table },
  );
};

/** The `:id` of the path, if it is a well-formed id; anything else cannot name a record (404). */
export const pathId = (context: RequestContext, what: string, param = 'id'): string => {
  const parsed = idSchema.safeParse(context.params[param]);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
};
