/**
 * The one place an error becomes an answer, for the declared routes (hono/app.ts) and the
 * background function: an HttpError keeps its status; a domain error (src/domain/common/errors.ts)
 * gets its kind's status; a stale version is a 409 naming the change that made it stale; anything
 * else is a logged 500 that says nothing of the request.
 */
import { Conflict, DomainError, Gone, LimitReached, NotFound, Refused, Unavailable } from '#domain/common/errors.ts';
import { errorResponse, HttpError } from './http.ts';
import { staleError } from '#shared/records/versioned.ts';
import { StaleVersion } from '#shared/store/versions.ts';

/** Each kind of domain error and its status. */
const STATUS_OF_KIND = new Map<abstract new (...args: never[]) => DomainError, number>([
  [NotFound, 404],
  [Conflict, 409],
  [Refused, 400],
  [Gone, 410],
  [LimitReached, 429],
  [Unavailable, 503],
]);

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
    return new HttpError(statusOfDomainError(error), error.message, undefined, headers);
  }
  return undefined;
};

/** The answer to a request that failed with `error`. */
export const errorAnswer = (req: Request, error: unknown): Response => {
  const known = httpErrorOf(error);
  if (known) return errorResponse(known.status, known.message, known.errors, known.headers);
  // Log only the route and the error itself: request bodies may hold personal data.
  console.error(`[api] ${req.method} ${new URL(req.url).pathname} failed:`, error instanceof Error ? error.message : error);
  return errorResponse(500, 'Something went wrong on our side. Please try again.');
};
