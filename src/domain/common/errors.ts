/**
 * What a service says went wrong, in the product's words and without HTTP: the route layer maps
 * each kind to its status in one place (netlify/functions/_shared/platform/errors.ts), so the store
 * and the features below the routes never name a status code. The message is what the person reads.
 */

/** Base of the kinds below; `retryAfterSeconds` is for the kinds that pass with time. */
export abstract class DomainError extends Error {
  readonly retryAfterSeconds: number | undefined;
  constructor(message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = new.target.name;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The record asked for does not exist (or its id cannot name one): "Message not found." */
export class NotFound extends DomainError {
  constructor(what: string) {
    super(`${what} not found.`);
  }
}

/** The change clashes with the record as it is now (already done, changed meanwhile, a duplicate). */
export class Conflict extends DomainError {}

/** The rules refuse this change, with the reason (an event closed for entries, a field out of range). */
export class Refused extends DomainError {}

/** The thing asked for was there and is gone for good (an expired link). */
export class Gone extends DomainError {}

/** Too many attempts or changes for now; try again after the given time. */
export class LimitReached extends DomainError {}

/** The store or a service cannot answer right now; nothing was changed. */
export class Unavailable extends DomainError {}
