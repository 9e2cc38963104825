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
import type { ApiRoute, RouteAccess } from '#domain/common/api-route.ts';
import { writeAudit, type AuditDeclaration } from '#shared/audit/audited.ts';
import { auditedLookup, type LookUp } from '#shared/audit/lookup-audit.ts';
import { listedWithVersions, taggedWithVersion, versioned, type VersionedRecords } from '#shared/platform/versioned.ts';
import { authorOf, guard } from '#shared/security/sessions.ts';
import { startSubmission, type PublicForm, type Submission } from '#shared/security/public-form-limits.ts';
import { exactlyOnce } from '#shared/records/exactly-once.ts';
import { asAuthor } from '#shared/store/versions.ts';
import { errorAnswer } from '#shared/platform/errors.ts';
import { assertSameOrigin, HttpError, type Handler, type RequestContext } from '#shared/platform/http.ts';
import { pathPattern, type PathPattern } from '#shared/platform/path-pattern.ts';
import { validatorsOf } from './validation.ts';

/** What Hono's Netlify adapter hands each request (Netlify's context; the local server's has the same fields). */
export interface ApiEnv {
  Bindings: { context: RequestContext };
  Variables: { submission: Submission };
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The names of a path's parameters, as a type: `/api/events/:id/results/:raceId` → `'id' | 'raceId'`. */
type ParamNames<P> = P extends `${string}/:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}/:${infer Name}`
    ? Name
    : never;

/** The path's parameters, its ids checked (validation.ts). */
type Params<P> = [ParamNames<P>] extends [never] ? undefined : Record<ParamNames<P>, string>;

/**
 * A handler's context: `c.req.valid('json')` and `c.req.valid('query')` are typed by the
 * declaration's schemas, `c.req.valid('param').id` is the path's checked id (`.key` another parameter).
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
   * an admin (`wrapped`: the answer's field that holds the items, when it is an object). A GET on a
   * path with parameters reads one record unless `list` says it lists them (an event's entries);
   * `id` names the record when the path's `:id` does not (a race's result, a certificate's code).
   */
  versions?: {
    records: () => VersionedRecords<unknown>;
    wrapped?: string;
    list?: boolean;
    id?: (params: Record<string, string>) => string | undefined;
  };
  /** A public form's limits (security/public-form-limits.ts): the handler calls `c.get('submission')`. */
  limit?: PublicForm;
  /**
   * A rule of the route's own on who may and how often, checked right after its access and before
   * anything is read or compared (a registrar may set a championship's fees but not the season's;
   * a sign-in attempt is counted before its body is read; a parent may act only for their own
   * child): it throws to refuse.
   */
  allow?: (req: Request, context: RequestContext) => Promise<void>;
  /**
   * A look-up by a key and a date of birth (audit/lookup-audit.ts): made with an admin session it is
   * audited, found or not, its refusal by the limits included (so it runs before `limit`).
   */
  lookUp?: LookUp;
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

const allowCheck =
  (allow: NonNullable<RouteOptions<unknown>['allow']>): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    await allow(c.req.raw, contextOf(c));
    await next();
  };

const auditEntries =
  <T>(declaration: AuditDeclaration<T>): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    await next();
    await writeAudit(declaration, c.req.raw, c.res, c.req.param() as Record<string, string>);
  };

const versionCheck =
  (route: ApiRoute, { records, wrapped, list, id }: NonNullable<RouteOptions<unknown>['versions']>): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const one = !list && route.path.includes('/:');
    const wrap =
      route.method !== 'GET'
        ? versioned(records, rest(c, next), id)
        : one
          ? taggedWithVersion(records, rest(c, next), id)
          : listedWithVersions(records, rest(c, next), wrapped === undefined ? {} : { wrapped });
    answer(c, await wrap(c.req.raw, contextOf(c)));
  };

const lookUpAudit =
  (lookUp: LookUp): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    answer(c, await auditedLookup(lookUp, rest(c, next))(c.req.raw, contextOf(c)));
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

/** Each declared path's matcher, made once: every request tests the function's paths (path-pattern.ts). */
const patterns = new Map<string, PathPattern>();
const patternOf = (path: string): PathPattern => {
  const known = patterns.get(path);
  if (known) return known;
  const pattern = pathPattern(path);
  patterns.set(path, pattern);
  return pattern;
};

/**
 * Allowed methods of a path, in the order they were declared (the `Allow` header). A pathname is
 * the first declared path it matches, as the hand router chose: a literal path declared before a
 * parameter's (`/races/grid` before `/races/:raceId`) keeps its own methods.
 */
const methodsOf = (fn: ApiFunction, pathname: string): string[] => {
  const first = fn.routes.find(({ route }) => patternOf(route.path).test(pathname));
  return first ? [...new Set(fn.routes.filter(({ route }) => route.path === first.route.path).map(({ route }) => route.method))] : [];
};

/**
 * Hono tries the routes a request matches in the order they were declared, so a path with a word
 * where another has a parameter (`/api/clubs/names` beside `/api/clubs/:id`) must come first.
 */
const assertNotShadowed = (fn: ApiFunction, route: ApiRoute): void => {
  const earlier = fn.routes.find(({ route: other }) => other.path !== route.path && patternOf(other.path).test(route.path));
  if (earlier)
    throw new Error(`${route.method} ${route.path} is declared after ${earlier.route.path}, which would take it: declare it first`);
};

/** What a function may do before its routes are looked at. */
export interface FunctionOptions {
  /**
   * Answers a request itself, or leaves it (undefined) to the routes: after the same-origin rule
   * and before a method the path lacks is refused (405). The address nothing answers (not-found.ts)
   * is reached by every method through a rewrite, and a write there must be 404, not 405.
   */
  before?: (req: Request) => Promise<Response | undefined> | Response | undefined;
}

export const apiFunction = ({ before }: FunctionOptions = {}): ApiFunction => {
  const app = new Hono<ApiEnv>();
  const fn: ApiFunction = {
    app,
    routes: [],
    on: (route, options, handler) => {
      if (WRITES.has(route.method) && route.access !== 'family' && route.access !== 'coach' && !options.audit) {
        throw new Error(`${route.method} ${route.path} declares no audit: name what it records, or { none: why }`);
      }
      assertNotShadowed(fn, route);
      fn.routes.push({ route, audit: options.audit as AuditDeclaration<never> | { none: string } | undefined });
      const audit = options.audit && !('none' in options.audit) ? options.audit : undefined;
      const chain: MiddlewareHandler<ApiEnv>[] = [
        accessCheck(route),
        ...(options.allow ? [allowCheck(options.allow)] : []),
        ...(audit ? [auditEntries(audit)] : []),
        ...(options.once ? [onlyOnce(route, options.once)] : []),
        ...(options.versions ? [versionCheck(route, options.versions as NonNullable<RouteOptions<unknown>['versions']>)] : []),
        ...(options.lookUp ? [lookUpAudit(options.lookUp)] : []),
        ...(options.limit ? [formLimit(options.limit)] : []),
        ...(validatorsOf(route) as MiddlewareHandler<ApiEnv>[]),
      ];
      app.on([route.method], [route.path], ...chain, (c) => handler(c as unknown as RouteContext<typeof route>));
      return fn;
    },
  };
  app.use('*', async (c, next) => {
    assertSameOrigin(c.req.raw);
    const early = await before?.(c.req.raw);
    if (early) return answer(c, early);
    // Hono answers HEAD with its GET; the API never has (405, as every method a path does not declare).
    if (c.req.raw.method === 'HEAD') throw methodNotAllowed(fn, c.req.raw);
    // Before Hono routes it: a method the path does not have must not reach a parameter's route instead.
    const allowed = methodsOf(fn, new URL(c.req.url).pathname);
    if (allowed.length > 0 && !allowed.includes(c.req.raw.method)) throw methodNotAllowed(fn, c.req.raw);
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

/** One route of a function as the route table lists it (the roles, fuzz, concurrency and audit tests). */
export interface Endpoint {
  path: string;
  method: string;
  access: RouteAccess;
  /** What the route records in the audit log, or why nothing; undefined for a read. */
  audit: AuditDeclaration<never> | { none: string } | undefined;
}

/**
 * Symbol under which a served function keeps its routes. A registered symbol, so tests that load
 * the functions as separate module instances still read it.
 */
const DECLARATIONS = Symbol.for('api.route-declarations');
type Served = Handler & { [DECLARATIONS]?: ApiFunction['routes'] };

/** The function's default export: Hono's Netlify handler, keeping its declarations for the route table and the OpenAPI document. */
export const serve = (fn: ApiFunction): Handler => {
  const served = handle(fn.app) as Handler;
  Object.defineProperty(served, DECLARATIONS, { value: fn.routes, enumerable: false });
  return served;
};

/** The declarations a function's default export serves (none for a function that serves no API route). */
export const declarationsOf = (handler: Handler): readonly ApiRoute[] =>
  ((handler as Served)[DECLARATIONS] ?? []).map(({ route }) => route);

/** Every route a function's default export serves, with its access and audit: the route table. */
export const endpointsOf = (handler: Handler): Endpoint[] =>
  ((handler as Served)[DECLARATIONS] ?? []).map(({ route, audit }) => ({
    path: route.path,
    method: route.method,
    access: route.access,
    audit,
  }));
