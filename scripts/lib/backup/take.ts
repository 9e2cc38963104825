/**
 * Takes a backup of the store the environment names (NETLIFY_BLOBS_CONTEXT: the local store, or a
 * deployed site's through the Netlify API; connection.ts): every kept blob (stores.ts) with its
 * metadata, byte for byte, then the manifest. Blobs are read a few dozen at a time and written as
 * they come, so memory does not grow with the store.
 *
 * A site in use may change while it is read: each blob is copied as it was when read, and one
 * removed between listing and reading is left out. Run it when the site is quiet.
 */
import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { inParallel } from '#shared/store/index.ts';
import { newEncryption } from './crypto.ts';
import type { BlobLine, Manifest } from './format.ts';
import { isLiveRecord, legacyRecordCount } from './records.ts';
import { classifier, definitions, listKeys, RECORDS_STORE, storesToKeep } from './stores.ts';
import { signatureOf } from './signature.ts';
import { headerLine, openArchive } from './writer.ts';

const BATCH = 32;

export interface BackupOptions {
  out: string;
  includePrivate: boolean;
  /** Encrypts the archive; required with private files. */
  passphrase?: string;
  /** Where the store is, for the manifest: "local" or "site <id>". */
  source: string;
}

export const takeBackup = async ({ out, includePrivate, passphrase, source }: BackupOptions): Promise<Manifest> => {
  if (includePrivate && passphrase === undefined) throw new Error('A backup with private files must be encrypted: give a passphrase');
  const encrypted = passphrase === undefined ? undefined : await newEncryption(passphrase);
  const collections = definitions();
  const kindOf = classifier(collections);
  const manifest: Manifest = {
    type: 'manifest',
    createdAt: new Date().toISOString(),
    source,
    includesPrivate: includePrivate,
    encrypted: encrypted !== undefined,
    stores: {},
    collections: Object.fromEntries(collections.map((collection) => [collection.name, { records: 0, removed: 0 }])),
    blobs: [],
  };
  const archive = await openArchive(out, encrypted);
  try {
    for (const store of storesToKeep(includePrivate)) {
      const counts = { blobs: 0, bytes: 0 };
      manifest.stores[store] = counts;
      const wanted = (await listKeys(store)).filter((key) => store !== RECORDS_STORE || kindOf(key).kind !== 'derived');
      for (let start = 0; start < wanted.length; start += BATCH) {
        const read = await inParallel(wanted.slice(start, start + BATCH), 8, async (key) => ({
          key,
          entry: await getStore(store).getWithMetadata(key, { type: 'arrayBuffer', consistency: 'strong' }),
        }));
        for (const { key, entry } of read) {
          if (!entry) continue;
          const bytes = new Uint8Array(entry.data);
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          if (store === RECORDS_STORE) {
            const kind = kindOf(key);
            const tally = kind.kind === 'record' || kind.kind === 'legacy' ? manifest.collections[kind.collection.name] : undefined;
            if (tally && kind.kind === 'record') {
              if (isLiveRecord(kind.collection, key, bytes)) tally.records += 1;
              else tally.removed += 1;
            } else if (tally && kind.kind === 'legacy') tally.records += legacyRecordCount(kind.collection, bytes);
          }
          const metadata = Object.keys(entry.metadata).length > 0 ? { metadata: entry.metadata } : {};
          const line: BlobLine = {
            type: 'blob',
            store,
            key,
            ...metadata,
            size: bytes.length,
            sha256,
            data: Buffer.from(bytes).toString('base64'),
          };
          await archive.write(line);
          manifest.blobs.push({ store, key, size: bytes.length, sha256 });
          counts.blobs += 1;
          counts.bytes += bytes.length;
        }
      }
    }
    if (encrypted) manifest.signature = signatureOf(encrypted.key, headerLine(encrypted.encryption), manifest);
    await archive.write(manifest);
    await archive.finish();
  } catch (error) {
    await archive.abort();
    throw error;
  }
  return manifest;
};
