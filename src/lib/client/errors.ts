/** What a failed call throws: the status and the server's parsed `{message, errors}` (src/lib/error-text.ts turns it into a screen's text). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  /** The server's answer, parsed (undefined when it was not JSON). */
  readonly data: unknown;
  constructor(status: number, message: string, errors: string[] = [], data: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data;
  }
  /** "status and details" as the original error texts show them. */
  get detail(): string {
    return `${this.status} ${this.message}`;
  }
}

/**
 * A write refused because the item changed since this page read it (409 with the item's current
 * version): the message names who changed it and when. `path` is where the item is read again.
 */
export class StaleItemError extends ApiError {
  readonly path: string;
  constructor(status: number, message: string, data: unknown, path: string) {
    super(status, message, [], data);
    this.name = 'StaleItemError';
    this.path = path;
  }
}

/** Thrown when a list route answers with something that is not a list. */
export class UnexpectedFormatError extends Error {
  constructor() {
    super('The server answered with something other than a list');
    this.name = 'UnexpectedFormatError';
  }
}

/** An answer its route's declared schema refuses (checked in development and tests only). */
export class AnswerMismatchError extends Error {
  constructor(route: string, problems: string) {
    super(`${route} answered outside its declared schema: ${problems}`);
    this.name = 'AnswerMismatchError';
  }
}
