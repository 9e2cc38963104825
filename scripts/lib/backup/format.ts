/**
 * The archive `npm run backup` writes and `npm run restore` reads, in one file:
 *
 *   line 1  a JSON header in clear: the format, its version, and how the rest is encrypted (null: not)
 *   then    a gzip stream of JSON lines: one line per stored blob (its store, key, metadata, size,
 *           SHA-256 and bytes in base64), and last the manifest (counts, every blob's size and
 *           SHA-256, and when encrypted its signature); encrypted, that gzip stream is AES-256-GCM
 *           ciphertext followed by its 16-byte tag
 *
 * JSON lines rather than tar keep the reader and writer a few lines of Node each, with nothing to
 * install; gzip's CRC, the checksums and (when encrypted) the GCM tag each catch a damaged file.
 */
import { z } from 'zod';

export const FORMAT = 'district-skating-backup';
export const VERSION = 1;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);
const sha256 = z.string().regex(/^[a-f0-9]{64}$/);

export const encryptionSchema = z.object({
  cipher: z.literal('aes-256-gcm'),
  iv: base64,
  kdf: z.object({
    name: z.literal('scrypt'),
    salt: base64,
    // Bounded, so that a forged header cannot make the reader spend gigabytes on the key.
    N: z
      .number()
      .int()
      .min(2 ** 14)
      .max(2 ** 18),
    r: z.number().int().min(1).max(8),
    p: z.number().int().min(1).max(4),
  }),
  /** Tells a wrong passphrase from a damaged file before the whole archive is read. */
  check: base64,
});
export type Encryption = z.infer<typeof encryptionSchema>;

export const headerSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  encryption: encryptionSchema.nullable(),
});
export type Header = z.infer<typeof headerSchema>;

export const blobLineSchema = z.object({
  type: z.literal('blob'),
  store: z.string().min(1),
  key: z.string().min(1).max(600),
  metadata: z.record(z.string(), z.unknown()).optional(),
  size: z.number().int().min(0),
  sha256,
  data: base64,
});
export type BlobLine = z.infer<typeof blobLineSchema>;

const countsSchema = z.object({ blobs: z.number().int().min(0), bytes: z.number().int().min(0) });

export const manifestSchema = z.object({
  type: z.literal('manifest'),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  /** Where it was taken: "local" or "site <id>". */
  source: z.string(),
  includesPrivate: z.boolean(),
  encrypted: z.boolean(),
  stores: z.record(z.string(), countsSchema),
  /** Live records per collection, and removed ones (tombstones, which hold no data). */
  collections: z.record(z.string(), z.object({ records: z.number().int().min(0), removed: z.number().int().min(0) })),
  blobs: z.array(z.object({ store: z.string(), key: z.string(), size: z.number().int().min(0), sha256 })),
  /**
   * An encrypted archive's manifest is signed: HMAC-SHA256, under a key made from the passphrase,
   * of the header and the rest of the manifest (signature.ts). An archive in clear has none: its
   * checksums catch damage, not a change made on purpose.
   */
  signature: sha256.optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const lineSchema = z.discriminatedUnion('type', [blobLineSchema, manifestSchema]);

/** A problem with an archive, told to the person running the command (never with a record's values). */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}
