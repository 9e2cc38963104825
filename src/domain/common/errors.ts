/**
 * What a service says went wrong, in the product's words and without HTTP: the route layer maps
 * each kind to its status in one place (netlify/functions/_shared/platform/errors.ts), so the store
 * and the features below the routes never name a status code. The message is what the person reads.
 * A record changed since the form was opened is the store's `StaleVersion` (store/versions.ts),
 * which carries the change that made it stale.
 */

/**
 * Base of the kinds below; `retryAfterSeconds` is for the kinds that pass with time, `errors` for
 * the kinds that name several problems (each once; the message says what they are about).
 */
export abstract class DomainError extends Error {
  readonly retryAfterSeconds: number | undefined;
  readonly errors: readonly string[] | undefined;
  constructor(message: string, retryAfterSeconds?: number, errors?: readonly string[]) {
    super(message);
    this.name = new.target.name;
    this.retryAfterSeconds = retryAfterSeconds;
    this.errors = errors;
  }
}

/**
 * The record asked for does not exist (or its id cannot name one, or it is not the asker's):
 * "Message not found.", or the feature's own words when it has them.
 */
export class NotFound extends DomainError {
  constructor(what: string, message = `${what} not found.`) {
    super(message);
  }
}

/**
 * The change clashes with the record as it is now (already done, changed meanwhile, a duplicate);
 * `errors` lists what it would change when it asks to be confirmed, `retryAfterSeconds` when the
 * clash is another request still running.
 */
export class Conflict extends DomainError {
  constructor(message: string, { errors, retryAfterSeconds }: { errors?: readonly string[]; retryAfterSeconds?: number } = {}) {
    super(message, retryAfterSeconds, errors);
  }
}

/** The rules refuse this change, with the reason (an event closed for entries, a field out of range). */
export class Refused extends DomainError {}

/** The input itself is wrong; `errors` names each problem once when there are several (the message is the first). */
export class Invalid extends DomainError {
  constructor(message: string, errors?: readonly string[]) {
    super(message, undefined, errors);
  }
}

/** The request contradicts the earlier one it says it repeats (the same change id with another body): a client's mistake. */
export class Mismatch extends DomainError {}

/** Nobody (or nobody of the kind this needs) is signed in. */
export class SignInNeeded extends DomainError {}

/** The person signed in may not do this: their role does not reach it, or it is not theirs. */
export class Forbidden extends DomainError {}

/** The thing asked for was there and is gone for good (an expired link). */
export class Gone extends DomainError {}

/** A file (an image, a document) is larger than the site keeps. */
export class TooLarge extends DomainError {}

/** A file is not of a kind the site accepts, or cannot be read as one (a locked PDF, a fake image). */
export class UnsupportedFile extends DomainError {}

/** Too many attempts or changes for now; try again after the given time. */
export class LimitReached extends DomainError {}

/** The store or a service cannot answer right now; nothing was changed. */
export class Unavailable extends DomainError {}
