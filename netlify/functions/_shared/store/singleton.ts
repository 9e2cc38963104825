/** A single JSON value (breaking news): one key, last write wins by design ("updating replaces"). */
import type { z } from 'zod';
import { blobs, readStrong, retrying, RETRY, writeIf } from './blobs.ts';
import { checkExpected, editMarkOf, expectationMet, nextMark, withMark, withoutMark, type EditMark } from './versions.ts';

export const singleton = <T>(key: string, schema: z.ZodType<T>) => ({
  get: async (): Promise<T | undefined> => {
    const data: unknown = await blobs().get(key, { type: 'json', consistency: 'strong' });
    return data === null || data === undefined ? undefined : schema.parse(withoutMark(data));
  },
  set: async (value: T): Promise<void> => {
    await blobs().setJSON(key, value);
  },
});

/**
 * A single JSON value that admins edit (a fee setting), with a version like a record's: each write
 * is a compare-and-set that carries the revision, its author and time, and honours the request's
 * expected revision (store/versions.ts) under `group`/`id`, so two admins cannot overwrite each other.
 */
export const editedSingleton = <T>(group: string, id: string, key: string, schema: z.ZodType<T>) => ({
  getVersioned: async (): Promise<{ record: T; mark: EditMark } | undefined> => {
    const read = await readStrong<unknown>(key);
    return read ? { record: schema.parse(withoutMark(read.value)), mark: editMarkOf(read.value) } : undefined;
  },
  set: (value: T): Promise<void> =>
    retrying(async () => {
      const read = await readStrong<unknown>(key);
      const current = editMarkOf(read?.value);
      checkExpected(group, id, current);
      const mark = nextMark(current);
      const etag = await writeIf(key, withMark(schema.parse(value), mark), read?.etag);
      if (etag === undefined) return RETRY;
      expectationMet(group, id, mark);
      return undefined;
    }),
});
