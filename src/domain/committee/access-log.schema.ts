/**
 * The access log: every time an admin opens a child's full record or identity proof, or exports
 * personal fields, one entry says who, when, what kind of access and which profile or export. It
 * holds no value of the record (no name, no contact detail), only ids, and is kept
 * `ACCESS_LOG_DAYS`; owners read it per profile. Separate from the audit log, which records changes.
 */
import { z } from 'zod';
import { idSchema } from '#domain/common/fields.schema.ts';

export const ACCESS_KINDS = ['record', 'proof', 'export'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];

/** Days an access entry is kept. */
export const ACCESS_LOG_DAYS = 365;

export const accessEntrySchema = z.object({
  _id: idSchema,
  at: z.string(),
  /** The account (its id, and its name at the time) that looked. */
  who: z.object({ id: z.string(), name: z.string() }),
  kind: z.enum(ACCESS_KINDS),
  /** The profile opened ('' for an export). */
  profileId: z.string(),
  /** What was exported, by route and id ('' for a profile), e.g. `entries-csv <event id>`. */
  export: z.string(),
});
export type AccessEntry = z.infer<typeof accessEntrySchema>;
