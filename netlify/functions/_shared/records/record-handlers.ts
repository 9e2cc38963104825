/** The read-one and delete-one handlers every resource has, written once. */
import type { Identified } from '#shared/store/index.ts';
import { json, notFound, type Handler } from '#shared/platform/http.ts';
import { pathId } from '#shared/platform/http.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { forgetPhotos } from '#shared/media/photo-cache.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { deleteOwnedImages, type FileRef } from '#shared/media/stored-images.ts';
import { etagOf, type EditMark } from '#shared/store/versions.ts';
import { auditRecord } from '#shared/audit/audited.ts';

/** What these handlers need of a collection. */
export interface Records<T> {
  get(id: string): Promise<T | undefined>;
  remove(id: string): Promise<T | undefined>;
}

/** GET of one public record by `:id`, kept briefly by the CDN, with its version as ETag (an admin's edit sends it back). */
export const readOne =
  <T extends Identified>(
    store: () => { getVersioned(id: string): Promise<{ record: T; mark: EditMark } | undefined> },
    what: string,
  ): Handler =>
  async (_req, context) => {
    const found = await store().getVersioned(pathId(context, what));
    if (!found) throw notFound(what);
    return json(found.record, { cache: 'public-short', headers: { ETag: etagOf(found.mark) } });
  };

/** Records of another collection that belong to this one and go with it (an event's registrations). */
export interface Dependents {
  /** The answer's field that says how many were deleted. */
  field: string;
  /** Deletes those of the record with this id; answers how many. */
  remove: (id: string) => Promise<number>;
}

export interface RemoveOptions<T> {
  message: string;
  /** Set for public content: the site is rebuilt after the change. */
  rebuild?: string;
  /** The record's files, deleted with it. */
  files?: (item: T) => FileRef[];
  /** Deleted in this order, before the record (and again after it, for any added meanwhile). */
  dependents?: readonly Dependents[];
  /** Removes the record itself, when that takes more than the collection's remove (freeing what it held). */
  remove?: (id: string) => Promise<T | undefined>;
}

/**
 * DELETE of one record by `:id`, for the route's role: the route's declared access has checked
 * the session before this runs. What belongs to the record goes first, the record last:
 * if deleting a file or a dependent record fails, the record is still there and the admin can
 * delete it again, rather than leaving an identity proof or a child's contact details behind with
 * nothing pointing at them.
 */
export const removeOne =
  <T extends Identified>(store: () => Records<T>, what: string, options: RemoveOptions<T>): Handler =>
  async (req, context) => {
    const { counts, removed } = await removeItem(store, what, options, pathId(context, what), context);
    // The route's audit declaration names the record as it was.
    auditRecord(req, removed);
    return json({ message: options.message, ...counts });
  };

/** The work of `removeOne` for a record named otherwise (a deletion a parent asked for): answers the dependents' counts. */
export const removeRecord = async <T extends Identified>(
  store: () => Records<T>,
  what: string,
  options: RemoveOptions<T>,
  id: string,
  context: RequestContext,
): Promise<Record<string, number>> => (await removeItem(store, what, options, id, context)).counts;

const removeItem = async <T extends Identified>(
  store: () => Records<T>,
  what: string,
  { rebuild, files, dependents, remove }: RemoveOptions<T>,
  id: string,
  context: RequestContext,
): Promise<{ counts: Record<string, number>; removed: T }> => {
  const item = await store().get(id);
  if (!item) throw notFound(what);
  const counts: Record<string, number> = {};
  const removeDependents = async () => {
    for (const { field, remove: removeThem } of dependents ?? []) counts[field] = (counts[field] ?? 0) + (await removeThem(id));
  };
  await removeDependents();
  const deletedFiles = files ? await deleteOwnedImages(id, files(item)) : [];
  const removed = remove ? await remove(id) : await store().remove(id);
  if (!removed) throw notFound(what);
  // Dependents added while the record was being deleted (a registration sent at that moment).
  await removeDependents();
  forgetPhotos(context, deletedFiles);
  if (rebuild) requestRebuild(context, rebuild);
  return { counts, removed };
};

export const publicImages = (...refs: string[]): FileRef[] => refs.map((ref) => ({ ref, visibility: 'public' as const }));
