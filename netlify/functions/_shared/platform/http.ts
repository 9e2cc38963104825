/**
 * The one HTTP vocabulary of the API: the error shape `{message, errors?}`, JSON answers with the
 * security and caching headers every API answer carries, body parsing through zod, and the
 * same-origin rule for state-changing requests (docs/rules.md#same-origin-writes), a path id's
 * check. Routing by method and path, and the route table, are the declared routes' (hono/app.ts).
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

/** The JSON value of a request's body. Non-JSON is 415, broken JSON 400, too big 413. */
export const readJsonValue = async (req: Request): Promise<unknown> => {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'Send the data as JSON (Content-Type: application/json).');
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  const text = await readLimitedText(req);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON.');
  }
};

/** Parse a JSON body with a schema. Non-JSON is 415, broken JSON 400, too big 413, invalid 400. */
export const readJson = async <S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> =>
  parseWith(schema, await readJsonValue(req));

/** The 400 of input a schema refuses: the first problem in plain words, `errors` listing each once. */
export const invalidInput = (error: z.ZodError): HttpError => {
  const errors = zodMessages(error);
  return new HttpError(400, errors[0] ?? 'Invalid input', errors);
};

export const parseWith = <S extends z.ZodType>(schema: S, data: unknown): z.output<S> => {
  const result = schema.safeParse(data);
  if (!result.success) throw invalidInput(result.error);
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

/** A record the path names does not exist (or the id cannot name one). */
export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found.`);

/** The path's parameter (`:id` by default), if it is a well-formed id; anything else cannot name a record (404). */
export const pathId = (context: RequestContext, what: string, param = 'id'): string => {
  const parsed = idSchema.safeParse(context.params[param]);
  if (!parsed.success) throw notFound(what);
  return parsed.data;
};
