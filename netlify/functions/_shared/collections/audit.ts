/**
 * The audit log (appended to, read newest first; the key starts with the time so the order is the
 * time's) and the access log of personal data.
 */
import { type AuditEntry, auditEntrySchema } from '#domain/committee/audit.schema.ts';
import { type AccessEntry, accessEntrySchema } from '#domain/committee/access-log.schema.ts';
import { collection, define, whole } from '#shared/store/index.ts';

/** Who opened which child's record or proof, or exported personal fields: per profile, and oldest first for the yearly sweep. */
export const accessLogDefinition = define({
  name: 'access-log',
  schema: accessEntrySchema,
  indexes: {
    byProfile: {
      key: (entry: AccessEntry) => `${entry.at}|${entry._id}`,
      summary: (entry: AccessEntry) => whole(entry),
      partition: (entry: AccessEntry) => (entry.profileId === '' ? null : entry.profileId),
    },
    oldest: { key: (entry: AccessEntry) => `${entry.at}|${entry._id}`, summary: ({ _id, at }: AccessEntry) => ({ _id, at }) },
  },
});

export const auditDefinition = define({
  name: 'audit',
  schema: auditEntrySchema,
  indexes: { newest: { key: (entry: AuditEntry) => `${entry.at}|${entry._id}`, summary: (entry: AuditEntry) => whole(entry) } },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const auditLog = () => collection(auditDefinition);
export const accessLog = () => collection(accessLogDefinition);
