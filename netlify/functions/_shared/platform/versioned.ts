/**
 * Optimistic concurrency for an admin's write: a route wrapped with `versioned` honours the
 * request's If-Match (the version the form was opened on, from the ETag of the record's GET or
 * the `version` of an admin list item). A stale one is refused with 409 and the name and time of
 * the change that made it stale, and the record keeps that change. The check is made twice: once
 * before the handler runs, so a stale delete touches nothing that belongs to the record, and again
 * inside the record's compare-and-set (store/versions.ts), so two saves at the same instant cannot
 * both pass. Without If-Match a write goes through as before (older clients, scripts).
 */
import { ID_PATTERN } from '#domain/common/fields.ts';
import { NotFound } from '#domain/common/errors.ts';
import { json, type Handler, type RequestContext } from '#shared/platform/http.ts';
import { inParallel, type Identified } from '#shared/store/index.ts';
import { currentSession } from '#shared/security/sessions.ts';
import { etagOf, expecting, revisionOfIfMatch, StaleVersion, type EditMark } from '#shared/store/versions.ts';

/** What the check needs of a collection. */
export interface VersionedRecords<T> {
  readonly name: string;
  getVersioned(id: string): Promise<{ record: T; mark: EditMark } | undefined>;
}

/** The record's `:id` unless the route names it otherwise (a race's result: the event and the race). */
type IdOf = (params: Record<string, string>) => string | undefined;

/** An id no record can have (too long, odd characters) names no version: the handler answers it (404) without a store read. */
const recordIdOf = (idOf: IdOf, params: Record<string, string>): string | undefined => {
  const id = idOf(params);
  return id !== undefined && ID_PATTERN.test(id) ? id : undefined;
};

export const versioned =
  <T>(store: () => VersionedRecords<T>, handler: Handler, idOf: IdOf = (params) => params['id']): Handler =>
  async (req: Request, context: RequestContext) => {
    const expected = revisionOfIfMatch(req.headers.get('if-match'));
    const id = recordIdOf(idOf, context.params);
    if (id === undefined) return handler(req, context);
    const records = store();
    if (expected !== undefined) {
      const found = await records.getVersioned(id).catch(() => undefined);
      // With no such record (or an id the store cannot hold) the handler answers as it does (404).
      if (found && (expected === null || found.mark.rev !== expected)) throw new StaleVersion(found.mark);
    }
    // A record changed meanwhile throws StaleVersion here too; platform/errors.ts answers both with the 409.
    const { result, written } = await expecting(records.name, id, expected ?? undefined, () => handler(req, context));
    // The version this write made, so the form can save again without reloading.
    if (written && result.ok) result.headers.set('ETag', etagOf(written));
    return result;
  };

/** GET of one record with its version as ETag; `view` shapes the answer (404 `what` when there is none). */
export const readVersioned = async <T extends Identified>(
  store: () => VersionedRecords<T>,
  id: string,
  what: string,
): Promise<{ record: T; etag: string }> => {
  const found = await store().getVersioned(id);
  if (!found) throw new NotFound(what);
  return { record: found.record, etag: etagOf(found.mark) };
};

/** An answer with the record's version (after a write, so the form can save again without reloading). */
export const jsonWithVersion = (body: unknown, etag: string, init: Parameters<typeof json>[1] = {}): Response =>
  json(body, { ...init, headers: { ...init.headers, ETag: etag } });

/** The query parameter by which an admin screen asks a list for its items' versions. */
export const VERSIONS_PARAM = 'versions';

const PARALLEL_READS = 16;

/** `items` (records with `_id`) each with its `version` (the revision an edit's If-Match names). */
export const addVersions = async <T>(store: () => VersionedRecords<T>, items: readonly unknown[]): Promise<unknown[]> => {
  const records = store();
  return inParallel(items, PARALLEL_READS, async (item) => {
    const id = item !== null && typeof item === 'object' ? (item as { _id?: unknown })._id : undefined;
    if (typeof id !== 'string') return item;
    const found = await records.getVersioned(id);
    return found ? { ...(item as object), version: String(found.mark.rev) } : item;
  });
};

/**
 * A list route whose items carry their `version` when a signed-in admin asks (`?versions=1`, as
 * the admin screens do): one read per item of the page, so the cost follows the page's size,
 * never the collection's; and such an answer is never cached. Visitors' answers stay as they were.
 */
export const listedWithVersions =
  <T>(store: () => VersionedRecords<T>, handler: Handler, { wrapped }: { wrapped?: string } = {}): Handler =>
  async (req: Request, context: RequestContext) => {
    const response = await handler(req, context);
    if (!response.ok || new URL(req.url).searchParams.get(VERSIONS_PARAM) !== '1' || !(await currentSession(req))) return response;
    const body: unknown = await response.json();
    const headers = new Headers(response.headers);
    headers.set('Cache-Control', 'private, no-store');
    headers.delete('Netlify-CDN-Cache-Control');
    const answer =
      wrapped && body !== null && typeof body === 'object' && Array.isArray((body as Record<string, unknown>)[wrapped])
        ? { ...(body as object), [wrapped]: await addVersions(store, (body as Record<string, unknown[]>)[wrapped] ?? []) }
        : Array.isArray(body)
          ? await addVersions(store, body)
          : body;
    return new Response(JSON.stringify(answer), { status: response.status, headers });
  };

/**
 * A read of one record shaped by its route (a masked profile, a race's rows) with the record's
 * version as ETag. The version is read first: should a change land in between, the answer is newer
 * than its tag and a save from it is refused (safe), never the other way round.
 */
export const taggedWithVersion =
  <T>(store: () => VersionedRecords<T>, handler: Handler, idOf: IdOf = (params) => params['id']): Handler =>
  async (req: Request, context: RequestContext) => {
    const id = recordIdOf(idOf, context.params);
    if (id === undefined) return handler(req, context);
    const records = store();
    // An id the store cannot hold (too long, odd characters) has no version: the handler answers it (404).
    const found = await records.getVersioned(id).catch(() => undefined);
    // A read that writes (opening a message marks it read) answers the version it made.
    const { result, written } = await expecting(records.name, id, undefined, () => handler(req, context));
    const mark = written ?? found?.mark;
    if (mark && result.ok) result.headers.set('ETag', etagOf(mark));
    return result;
  };
