/** A single JSON value (breaking news): one key, last write wins by design ("updating replaces"). */
import type { z } from 'zod';
import { blobs } from './blobs.ts';

export const singleton = <T>(key: string, schema: z.ZodType<T>) => ({
  get: async (): Promise<T | undefined> => {
    const data: unknown = await blobs().get(key, { type: 'json', consistency: 'strong' });
    return data === null || data === undefined ? undefined : schema.parse(data);
  },
  set: async (value: T): Promise<void> => {
    await blobs().setJSON(key, value);
  },
});
