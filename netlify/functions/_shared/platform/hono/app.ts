/**
 * Declared routes: a function file makes one app, attaches a handler to each route declaration
 * (src/domain/common/api-route.ts) with its server options, and exports the app served through
 * Hono's Netlify adapter:
 *
 *   const app = apiFunction();
 *   app.on(contactRoutes.send, { audit: contactAudit, limit: 'contact' }, async (c) => json(...c.req.valid('json')));
 *   export default serve(app);
 *   export const config = { path: ['/api/contact', '/api/contact/:id'] };
 *
 * Everything around a handler is middleware made from the declaration, in the order the hand
 * routes nested their wrappers: the same-origin rule for writes, the role (401/403) and the
 * request's author, the audit entry after a successful write, the record's version (If-Match,
 * ETag, an admin list's versions), a public form's limits, then the path's id, the query and the
 * body (validation.ts). Errors become answers in one place (../errors.ts); an unknown path is 404
 * and a known path's other methods 405 with `Allow`, as before.
 *
 * The app is Hono's own class, not @hono/zod-openapi's OpenAPIHono: the functions never serve a
 * document they make themselves (docs/openapi.json is made by scripts/openapi.ts with OpenAPIHono,
 * hono/openapi.ts), and OpenAPIHono's registry would add 81 KB to every function's bundle
 * (docs/architecture.md, "Declared routes: cost").
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
// Hono's Netlify adapter (Functions v2); Hono 5 moves it to `@hono/netlify` with the same call.
import { handle } from 'hono/netlify';
import type { z } from 'zod';
import type { ApiRoute } from '#domain/common/api-route.ts';
import { tagAudit, writeAudit, type AuditDeclaration } from '../../audit/audited.ts';
import { listedWithVersions, taggedWithVersion, versioned, type VersionedRecords } from '../../records/versioned.ts';
import { authorOf, guard } from '../../security/access.ts';
import { startSubmission, type PublicForm, type Submission } from '../../security/public-form-limits.ts';
import { exactlyOnce } from '../../records/exactly-once.ts';
import { asAuthor } from '../../store/versions.ts';
import { errorAnswer } from '../errors.ts';
import { assertSameOrigin, HttpError, type Handler, type RequestContext } from '../http.ts';
import { describe, type Endpoint } from '../router.ts';
import { validatorsOf } from './validation.ts';

/** What Hono's Netlify adapter hands each request (Netlify's context; the local server's has the same fields). */
export interface ApiEnv {
  Bindings: { context: RequestContext };
  Variables: { submission: Submission };
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The path's id, once checked (validation.ts). */
type Params<P> = P extends `${string}/:id${string}` ? { id: string } : undefined;

/**
 * A handler's context: `c.req.valid('json')` and `c.req.valid('query')` are typed by the
 * declaration's schemas, `c.req.valid('param').id` is the path's checked id.
 */
export type RouteContext<R extends ApiRoute> = Context<
  ApiEnv,
  string,
  { out: { json: Output<R['body']>; query: Output<R['query']>; param: Params<R['path']> } }
>;

export type RouteHandler<R extends ApiRoute> = (c: RouteContext<R>) => Promise<Response>;

/** What the server adds to a declaration. */
export interface RouteOptions<T> {
  /**
   * What a write records in the audit log (audit/audited.ts), or why it records nothing. Every
   * write an admin can make declares one or the other; a GET needs neither.
   */
  audit?: AuditDeclaration<T> | { none: string };
  /**
   * The collection whose record versions the route honours: a write checks If-Match and answers
   * the new ETag; a GET of one record answers its ETag; a list GET adds each item's `version` for
   * an admin (`wrapped`: the answer's field that holds the items, when it is an object).
   */
  versions?: { records: () => VersionedRecords<unknown>; wrapped?: string };
  /** A public form's limits (security/public-form-limits.ts): the handler calls `c.get('submission')`. */
  limit?: PublicForm;
  /**
   * Exactly-once changes (records/exactly-once.ts): a change carrying an `Idempotency-Key` is
   * applied once, and a repeat gets the first answer. 'required' refuses a change without one (a
   * client built to send again, such as the results desk's outbox); 'optional' lets it through.
   */
  once?: 'required' | 'optional';
}

/** The hand helpers' view of a request (`pathId`, `removeOne`, `startSubmission` …). */
export const contextOf = (c: Context<ApiEnv>): RequestContext => {
  const netlify = c.env.context;
  return { params: c.req.param() as Record<string, string>, ip: netlify.ip, waitUntil: (promise) => netlify.waitUntil(promise) };
};

/** Replaces the answer without Hono merging the old answer's headers into it. */
const answer = (c: Context, response: Response) => {
  c.res = undefined;
  c.res = response;
};

/** The rest of the chain as a hand handler, so the version helpers wrap it as they wrap a route. */
const rest =
  (c: Context, next: () => Promise<void>): Handler =>
  async () => {
    await next();
    return c.res;
  };

const accessCheck =
  (route: ApiRoute): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const session = await guard(route.access, c.req.raw);
    await asAuthor(authorOf(session), next);
  };

const auditEntries =
  <T>(declaration: AuditDeclaration<T>): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    await next();
    await writeAudit(declaration, c.req.raw, c.res, c.req.param() as Record<string, string>);
  };

const versionCheck =
  (route: ApiRoute, { records, wrapped }: NonNullable<RouteOptions<unknown>['versions']>): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const one = route.path.includes('/:id');
    const wrap =
      route.method !== 'GET'
        ? versioned(records, rest(c, next))
        : one
          ? taggedWithVersion(records, rest(c, next))
          : listedWithVersions(records, rest(c, next), wrapped === undefined ? {} : { wrapped });
    answer(c, await wrap(c.req.raw, contextOf(c)));
  };

/** Before the version check: a repeat of a change that went through must get its answer, not a 409 for its own new version. */
const onlyOnce =
  (route: ApiRoute, mode: NonNullable<RouteOptions<unknown>['once']>): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const run = async () => {
      await next();
      return c.res;
    };
    answer(c, await exactlyOnce(c.req.raw, `${route.method} ${route.path}`, mode === 'required', run));
  };

const formLimit =
  (form: PublicForm): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    c.set('submission', await startSubmission(form, c.req.raw, contextOf(c)));
    await next();
  };

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** One function's routes: the Hono app that serves them and their declarations (for the route table and the OpenAPI document). */
export interface ApiFunction {
  app: Hono<ApiEnv>;
  routes: { route: ApiRoute; audit: AuditDeclaration<never> | { none: string } | undefined }[];
  on: <R extends ApiRoute, T>(route: R, options: RouteOptions<T>, handler: RouteHandler<R>) => ApiFunction;
}

/** Allowed methods of a path, in the order they were declared (the `Allow` header). */
const methodsOf = (fn: ApiFunction, pathname: string): string[] => [
  ...new Set(fn.routes.filter(({ route }) => new URLPattern({ pathname: route.path }).test({ pathname })).map(({ route }) => route.method)),
];

export const apiFunction = (): ApiFunction => {
  const app = new Hono<ApiEnv>();
  const fn: ApiFunction = {
    app,
    routes: [],
    on: (route, options, handler) => {
      if (WRITES.has(route.method) && route.access !== 'family' && !options.audit) {
        throw new Error(`${route.method} ${route.path} declares no audit: name what it records, or { none: why }`);
      }
      fn.routes.push({ route, audit: options.audit as AuditDeclaration<never> | { none: string } | undefined });
      const audit = options.audit && !('none' in options.audit) ? options.audit : undefined;
      const chain: MiddlewareHandler<ApiEnv>[] = [
        accessCheck(route),
        ...(audit ? [auditEntries(audit)] : []),
        ...(options.once ? [onlyOnce(route, options.once)] : []),
        ...(options.versions ? [versionCheck(route, options.versions as NonNullable<RouteOptions<unknown>['versions']>)] : []),
        ...(options.limit ? [formLimit(options.limit)] : []),
        ...(validatorsOf(route) as MiddlewareHandler<ApiEnv>[]),
      ];
      app.on([route.method], [route.path], ...chain, (c) => handler(c as unknown as RouteContext<typeof route>));
      return fn;
    },
  };
  app.use('*', async (c, next) => {
    // Hono answers HEAD with its GET; the API never has (405, as every method a path does not declare).
    if (c.req.raw.method === 'HEAD') throw methodNotAllowed(fn, c.req.raw);
    assertSameOrigin(c.req.raw);
    await next();
  });
  app.notFound((c) => {
    throw methodNotAllowed(fn, c.req.raw);
  });
  app.onError((error, c) => errorAnswer(c.req.raw, error));
  return fn;
};

/** 405 with `Allow` on a path the function serves; 404 on any other. */
const methodNotAllowed = (fn: ApiFunction, req: Request): HttpError => {
  const allowed = methodsOf(fn, new URL(req.url).pathname);
  if (allowed.length === 0) return new HttpError(404, 'Not found.');
  return new HttpError(405, `Method ${req.method} is not allowed here.`, undefined, { Allow: allowed.join(', ') });
};

/** Symbol under which a served function keeps its declarations (the OpenAPI document reads them). */
const DECLARATIONS = Symbol.for('api.route-declarations');

/** The function's default export: Hono's Netlify handler, describing its routes for the route table. */
export const serve = (fn: ApiFunction): Handler => {
  const served = handle(fn.app) as Handler;
  const endpoints: Endpoint[] = fn.routes.map(({ route, audit }) => ({
    path: route.path,
    method: route.method,
    access: route.access,
    inner: audit ? tagAudit(async (req, context) => served(req, context), audit) : served,
  }));
  Object.defineProperty(served, DECLARATIONS, { value: fn.routes.map(({ route }) => route), enumerable: false });
  return describe(served, { kind: 'declared', endpoints });
};

/** The declarations a function's default export serves (none for a hand-routed function). */
export const declarationsOf = (handler: Handler): readonly ApiRoute[] =>
  (handler as Handler & { [DECLARATIONS]?: readonly ApiRoute[] })[DECLARATIONS] ?? [];
