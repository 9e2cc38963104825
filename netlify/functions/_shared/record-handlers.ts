/** The read-one and delete-one handlers every resource has, written once. */
import type { Collection, Identified } from './store.ts';
import { json, notFound, pathId, type Handler } from './http.ts';
import { requestRebuild } from './rebuild.ts';
import { deleteOwnedImages, type Visibility } from './record-images.ts';
import { requireAdmin } from './sessions.ts';

/** GET of one record by `:id`; public records only (admin-only records use their own handler). */
export const readOne =
  <T extends Identified>(store: () => Collection<T>, what: string): Handler =>
  async (_req, context) => {
    const item = await store().get(pathId(context, what));
    if (!item) throw notFound(what);
    return json(item, { cache: 'public-short' });
  };

export interface RemoveOptions<T> {
  message: string;
  /** Set for public content: the site is rebuilt after the change. */
  rebuild?: string;
  /** The record's files, deleted with it. */
  files?: (item: T) => { ref: string; visibility: Visibility }[];
}

/** DELETE of one record by `:id` (admin): the record first, then the files it owned. */
export const removeOne =
  <T extends Identified>(store: () => Collection<T>, what: string, { message, rebuild, files }: RemoveOptions<T>): Handler =>
  async (req, context) => {
    await requireAdmin(req);
    const id = pathId(context, what);
    const removed = await store().remove(id);
    if (!removed) throw notFound(what);
    if (files) await deleteOwnedImages(id, files(removed));
    if (rebuild) requestRebuild(context, rebuild);
    return json({ message });
  };

export const publicImages = (...refs: string[]) => refs.map((ref) => ({ ref, visibility: 'public' as const }));
