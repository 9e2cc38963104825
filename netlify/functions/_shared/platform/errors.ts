/**
 * The one place an error becomes an answer, for the declared routes (hono/app.ts) and the
 * background function: a domain error (src/domain/common/errors.ts) gets its kind's status and
 * keeps its message (and its list of problems, when it has one); a stale version is a 409 naming the
 * change that made it stale, with the current version as ETag; an HttpError, which only the HTTP
 * layer throws (a body not JSON, a method not allowed), keeps its status; anything else is a logged
 * 500 that says nothing of the request.
 */
import {
  Conflict,
  DomainError,
  Forbidden,
  Gone,
  Invalid,
  LimitReached,
  Mismatch,
  NotFound,
  Refused,
  SignInNeeded,
  TooLarge,
  Unavailable,
  UnsupportedFile,
} from '#domain/common/errors.ts';
import { staleEditText } from '#domain/common/versions.ts';
import { errorResponse, HttpError } from './http.ts';
import { etagOf, StaleVersion, type EditMark } from '#shared/store/versions.ts';

/** Each kind of domain error and its status. */
const STATUS_OF_KIND = new Map<abstract new (...args: never[]) => DomainError, number>([
  [Invalid, 400],
  [Refused, 400],
  [SignInNeeded, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [TooLarge, 413],
  [UnsupportedFile, 415],
  [Mismatch, 422],
  [LimitReached, 429],
  [Unavailable, 503],
]);

/** The 409 of a stale write; its ETag names the current version (a client may tell it from other conflicts). */
const staleError = (current: EditMark): HttpError =>
  new HttpError(409, staleEditText(current.by?.name, current.at), undefined, { ETag: etagOf(current) });

const statusOfDomainError = (error: DomainError): number => {
  for (const [kind, status] of STATUS_OF_KIND) if (error instanceof kind) return status;
  return 400;
};

/** The HTTP form of a known error, or undefined for an unexpected one. */
export const httpErrorOf = (error: unknown): HttpError | undefined => {
  if (error instanceof HttpError) return error;
  if (error instanceof StaleVersion) return staleError(error.current);
  if (error instanceof DomainError) {
    const headers: Record<string, string> =
      error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
    const errors = error.errors ? [...error.errors] : undefined;
    return new HttpError(statusOfDomainError(error), error.message, errors, headers);
  }
  return undefined;
};

/** The answer to a request that failed with `error`; `headers` are added to a known error's answer. */
export const errorAnswer = (req: Request, error: unknown, headers: Record<string, string> = {}): Response => {
  const known = httpErrorOf(error);
  if (known) return errorResponse(known.status, known.message, known.errors, { ...known.headers, ...headers });
  // Log only the route and the error itself: request bodies may hold personal data.
  console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed:`, error instanceof Error ? error.message : error);
  return errorResponse(500, 'Something went wrong on our side. Please try again.');
};
