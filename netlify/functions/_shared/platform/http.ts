/**
 * The one HTTP vocabulary of the API: the error shape `{message, errors?}`, JSON answers with the
 * security and caching headers every API answer carries, body parsing through zod, and the
 * same-origin rule for state-changing requests (docs/rules.md#same-origin-writes), and routing by method and path.
 */
import type { z } from 'zod';
import { idSchema } from '#domain/common/fields.schema.ts';

/** The subset of Netlify's `Context` the handlers use; the local server provides the same. */
export interface RequestContext {
  params: Record<string, string>;
  ip: string;
  waitUntil: (promise: Promise<unknown>) => void;
}

export type Handler = (req: Request, context: RequestContext) => Promise<Response>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors: string[] | undefined;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, errors?: string[], headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

/** Headers on every API answer: API data is never framed, sniffed, or kept by shared caches. */
const API_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

export type CachePolicy = 'private' | 'public-short';

const CACHE_HEADERS: Record<CachePolicy, Record<string, string>> = {
  // Admin answers and anything personal: never stored anywhere.
  private: { 'Cache-Control': 'private, no-store' },
  // Public lists: browsers revalidate; the CDN may keep a copy briefly. Changes show within seconds.
  'public-short': {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, s-maxage=10, stale-while-revalidate=30',
  },
};

export const json = (
  body: unknown,
  { status = 200, cache = 'private', headers = {} }: { status?: number; cache?: CachePolicy; headers?: Record<string, string> } = {},
): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...API_HEADERS, ...CACHE_HEADERS[cache], ...headers },
  });

export const errorResponse = (status: number, message: string, errors?: string[], headers: Record<string, string> = {}): Response =>
  json(errors && errors.length > 0 ? { message, errors } : { message }, { status, headers });

/** Binary answers (images, streamed exports) with the same protective headers; `null` for a bodiless 304. */
export const binary = (
  body: ArrayBuffer | Uint8Array | ReadableStream<Uint8Array> | null,
  contentType: string,
  cacheControl: string,
  { status = 200, headers = {} }: { status?: number; headers?: Record<string, string> } = {},
): Response =>
  new Response(body as BodyInit | null, {
    status,
    headers: { ...API_HEADERS, 'Content-Type': contentType, 'Cache-Control': cacheControl, ...headers },
  });

/** Largest JSON body accepted: Netlify buffers at most 6 MB per request. */
export const MAX_BODY_BYTES = 6 * 1024 * 1024;
const tooLarge = () => new HttpError(413, 'The request is too large.');

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * State changes only from the site's own pages, against cross-site request forgery. Browsers send `Origin` on every
 * cross-site and every same-site non-GET fetch, so a missing or foreign Origin is refused.
 */
export const assertSameOrigin = (req: Request): void => {
  if (!STATE_CHANGING.has(req.method)) return;
  const origin = req.headers.get('origin');
  const own = new URL(req.url).origin;
  if (origin !== own) throw new HttpError(403, 'This request must come from the site itself.');
};

const zodMessages = (error: z.ZodError): string[] => {
  const seen = new Set<string>();
  for (const issue of error.issues) seen.add(issue.message);
  return [...seen];
};

/** Parse a JSON body with a schema. Non-JSON is 415, broken JSON 400, too big 413, invalid 400. */
export const readJson = async <S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> => {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send the data as JSON (Content-Type: application/json).');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readLimitedText(req);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
  return parseWith(schema, data);
};

export const parseWith = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
  const result = schema.safeParse(data);
  if (!result.success) {
    const errors = zodMessages(result.error);
    throw new HttpError(400, errors[0] ?? 'Invalid input', errors);
  }
  return result.data;
};

const readLimitedText = async (req: Request): Promise<string> => {
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
};

/**
 * What each handler is, kept beside it so that the route table of a function file can be read
 * back from its default export (who may call each method of each path): the role test is
 * generated from the functions themselves, so a route added without a declared access fails it.
 */
type Described =
  | { kind: 'wrapper'; inner: Handler }
  | { kind: 'paths'; table: Record<string, Handler> }
  | { kind: 'methods'; table: Partial<Record<string, Handler>> }
  | { kind: 'endpoint'; access: string | readonly string[] };
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
      return [{ path, method: method ?? '', access: description.access }];
  }
};

/** Wraps a handler: known errors become their status, anything else a logged 500 without request data. */
export const handle = (handler: Handler): Handler =>
  describe(
    async (req, context) => {
      try {
        assertSameOrigin(req);
        return await handler(req, context);
      } catch (error) {
        if (error instanceof HttpError) return errorResponse(error.status, error.message, error.errors, error.headers);
        // Log only the route and the error itself: request bodies may hold personal data.
        console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed:`, error instanceof Error ? error.message : error);
        return errorResponse(500, 'Something went wrong on our side. Please try again.');
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

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found.`);

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
