/**
 * Reads a whole archive without writing anything, and answers its manifest once everything holds:
 * the file is one of ours, decrypts (its tag matches) and its manifest is signed with the passphrase
 * (when encrypted), every blob is in a store a backup keeps under a key of this site (keys.ts),
 * every blob's bytes match their size and SHA-256, the manifest lists exactly those blobs, every
 * record fits its collection's schema, and the counts add up. Restore runs this before it writes the first blob.
 */
import { createHash } from 'node:crypto';
import { ArchiveError, type Manifest } from './format.ts';
import { readArchive, type Line } from './reader.ts';
import { isLiveRecord, legacyRecordCount } from './records.ts';
import { checkBlobPlace } from './keys.ts';
import { checkSignature } from './signature.ts';
import { classifier, definitions, RECORDS_STORE } from './stores.ts';

export const blobId = (store: string, key: string): string => `${store}\u0000${key}`;

/** The bytes of a blob line, checked against the size and SHA-256 it carries. */
export const bytesOf = (line: Extract<Line, { type: 'blob' }>): Buffer => {
  const bytes = Buffer.from(line.data, 'base64');
  if (bytes.length !== line.size || createHash('sha256').update(bytes).digest('hex') !== line.sha256) {
    throw new ArchiveError(`The archive is damaged: ${line.store}/${line.key} does not match its checksum`);
  }
  return bytes;
};

export interface Verified {
  manifest: Manifest;
  /** Each blob's SHA-256, by blobId. */
  checksums: Map<string, string>;
}

export const verifyArchive = async (path: string, passphrase: () => Promise<string>): Promise<Verified> => {
  const collections = definitions();
  const kindOf = classifier(collections);
  const checksums = new Map<string, string>();
  const counted = new Map<string, { records: number; removed: number }>();
  let manifest: Manifest | undefined;
  const read = await readArchive(path, passphrase, async (line) => {
    if (manifest) throw new ArchiveError('The archive is damaged: it has data after its manifest');
    if (line.type === 'manifest') {
      manifest = line;
      return;
    }
    // Every store and key at once, whatever the manifest says later (keys.ts); private stores
    // only where the header says the archive is encrypted, as every archive holding them is.
    checkBlobPlace(line.store, line.key, true);
    const bytes = bytesOf(line);
    const id = blobId(line.store, line.key);
    if (checksums.has(id)) throw new ArchiveError(`The archive is damaged: it holds ${line.store}/${line.key} twice`);
    checksums.set(id, line.sha256);
    if (line.store !== RECORDS_STORE) return;
    const kind = kindOf(line.key);
    if (kind.kind === 'derived') throw new ArchiveError(`The archive holds an index (${line.key}): it was not made by npm run backup`);
    if (kind.kind === 'other') return;
    const tally = counted.get(kind.collection.name) ?? { records: 0, removed: 0 };
    counted.set(kind.collection.name, tally);
    if (kind.kind === 'legacy') tally.records += legacyRecordCount(kind.collection, bytes);
    else if (isLiveRecord(kind.collection, line.key, bytes)) tally.records += 1;
    else tally.removed += 1;
  });
  if (!manifest) throw new ArchiveError('The archive is incomplete: it has no manifest');
  if (manifest.encrypted !== (read.header.encryption !== null))
    throw new ArchiveError('The archive is damaged: its manifest and header disagree');
  // Encrypted: signed with the passphrase's key, or refused. In clear: no signature to check (format.ts).
  if (read.key) checkSignature(read.key, read.bytes, manifest);
  else if (manifest.signature !== undefined) throw new ArchiveError('The archive is damaged: it is signed but not encrypted');
  if (manifest.includesPrivate && !manifest.encrypted)
    throw new ArchiveError('The archive holds private files in clear: it was not made by npm run backup');
  for (const blob of manifest.blobs) checkBlobPlace(blob.store, blob.key, manifest.includesPrivate);
  const listed = new Map(manifest.blobs.map((blob) => [blobId(blob.store, blob.key), blob.sha256]));
  const differs =
    listed.size !== checksums.size ||
    manifest.blobs.length !== listed.size ||
    [...checksums].some(([id, sha256]) => listed.get(id) !== sha256);
  if (differs) throw new ArchiveError('The archive is damaged: its blobs do not match the checksums of its manifest');
  // Collections this code does not know were kept as plain blobs, and are not counted here.
  const known = new Set(collections.map((collection) => collection.name));
  for (const [name, tally] of Object.entries(manifest.collections).filter(([name]) => known.has(name))) {
    const found = counted.get(name) ?? { records: 0, removed: 0 };
    if (found.records !== tally.records || found.removed !== tally.removed) {
      throw new ArchiveError(`The archive is damaged: ${name} holds ${found.records} records, its manifest says ${tally.records}`);
    }
  }
  return { manifest, checksums };
};
