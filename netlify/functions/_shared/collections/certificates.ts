/**
 * The certificates of the races' finishers.
 */
import { type Certificate, certificateSchema } from '#domain/championships/certificate.schema.ts';
import { collection, define, whole } from '#shared/store/index.ts';
import { byName } from '#shared/store/sort-keys.ts';

/**
 * Certificates, one per finisher of a race: the id is the code. An event's certificates are a
 * partition of their own (the admin's list, re-issuing, the bundle PDF), by race, place and name.
 */
export const certificatesDefinition = define({
  name: 'certificates',
  schema: certificateSchema,
  indexes: {
    byEvent: {
      key: (certificate: Certificate) =>
        `${byName(certificate.race)}\u0001${String(certificate.position ?? 9_999).padStart(4, '0')}\u0001${byName(certificate.name)}`,
      summary: (certificate: Certificate) => whole(certificate),
      partition: (certificate: Certificate) => certificate.eventId,
    },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const certificates = () => collection(certificatesDefinition);
