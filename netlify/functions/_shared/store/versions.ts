/**
 * A record's version, for optimistic concurrency: each record blob carries `_edit` (a revision
 * counter, and who made the last change and when), written in the same conditional write as the
 * change itself. An admin who edits a record says which revision the form was opened on; the
 * store compares it with the revision it is about to replace, inside the compare-and-set, so two
 * admins saving at the same instant cannot both pass the check.
 *
 * Who is changing and what they expect travel with the request (AsyncLocalStorage), so every
 * write a route makes is marked with its author without passing the session through every helper.
 * The author is an account's id and name, never a personal value.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface EditAuthor {
  id: string;
  name: string;
}

/** What a record blob says of its last change; revision 0 for a record written before versions existed. */
export interface EditMark {
  rev: number;
  by?: EditAuthor;
  at?: string;
}

interface Expectation {
  collection: string;
  id: string;
  /** Undefined: no check, only `written` is wanted. */
  rev: number | undefined;
  /** The mark of the request's last write of that record: later writes of the same request build on the first. */
  written?: EditMark;
}

interface EditScope {
  author?: EditAuthor;
  expect?: Expectation;
}

const scope = new AsyncLocalStorage<EditScope>();

/** Runs `task` with every record it writes marked as changed by `author`. */
export const asAuthor = <R>(author: EditAuthor | undefined, task: () => Promise<R>): Promise<R> =>
  scope.run({ ...scope.getStore(), ...(author ? { author } : {}) }, task);

/**
 * Runs `task` refusing its first write of record `id` of `collection` unless that record is at
 * revision `rev` (any revision when undefined); answers what `task` answers and the version it
 * left the record at, when it wrote it.
 */
export const expecting = async <R>(
  collection: string,
  id: string,
  rev: number | undefined,
  task: () => Promise<R>,
): Promise<{ result: R; written: EditMark | undefined }> => {
  const expect: Expectation = { collection, id, rev };
  const result = await scope.run({ ...scope.getStore(), expect }, task);
  return { result, written: expect.written };
};

/** Thrown inside a compare-and-set when the record is not the revision the writer expected. */
export class StaleVersion extends Error {
  readonly current: EditMark;
  constructor(current: EditMark) {
    super('The record was changed since it was read');
    this.name = 'StaleVersion';
    this.current = current;
  }
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** The mark a record blob carries (revision 0 when it has none). */
export const editMarkOf = (value: unknown): EditMark => {
  const mark = asObject(asObject(value)?.['_edit']);
  const rev = typeof mark?.['rev'] === 'number' ? mark['rev'] : 0;
  const by = asObject(mark?.['by']);
  const at = mark?.['at'];
  return {
    rev,
    ...(by && typeof by['id'] === 'string' && typeof by['name'] === 'string' ? { by: { id: by['id'], name: by['name'] } } : {}),
    ...(typeof at === 'string' ? { at } : {}),
  };
};

/** The mark of the next revision: this request's author (none for a public form or a scheduled job), now. */
export const nextMark = (previous: EditMark): EditMark => {
  const author = scope.getStore()?.author;
  return { rev: previous.rev + 1, ...(author ? { by: author } : {}), at: new Date().toISOString() };
};

/** The blob's value with `mark`. */
export const withMark = (value: unknown, mark: EditMark): unknown => ({ ...asObject(value), _edit: mark });

/** The value without its mark (what the record's schema reads). */
export const withoutMark = (value: unknown): unknown => {
  const object = asObject(value);
  if (!object || !('_edit' in object)) return value;
  const { _edit: _mark, ...rest } = object;
  return rest;
};

/** Throws StaleVersion when this request expects another revision of this record. */
export const checkExpected = (collection: string, id: string, current: EditMark): void => {
  const expect = scope.getStore()?.expect;
  if (!expect || expect.written || expect.rev === undefined || expect.collection !== collection || expect.id !== id) return;
  if (expect.rev !== current.rev) throw new StaleVersion(current);
};

/** Called once the record has been written at `mark`: the request's later writes of it are its own. */
export const expectationMet = (collection: string, id: string, mark: EditMark): void => {
  const expect = scope.getStore()?.expect;
  if (expect && expect.collection === collection && expect.id === id) expect.written = mark;
};

/** A version as HTTP writes it: `"3"` (a strong entity tag). */
export const etagOf = (mark: EditMark): string => `"${mark.rev}"`;

/**
 * The revision an If-Match header names, undefined when there is none (or `*`, any version), null
 * when it names no revision this API gives (always stale).
 */
export const revisionOfIfMatch = (header: string | null): number | undefined | null => {
  if (header === null) return undefined;
  const value = header.trim();
  if (value === '' || value === '*') return undefined;
  const tag = value.startsWith('W/') ? value.slice(2) : value;
  const digits = tag.startsWith('"') && tag.endsWith('"') && tag.length >= 2 ? tag.slice(1, -1) : tag;
  return /^\d{1,15}$/.test(digits) ? Number(digits) : null;
};
