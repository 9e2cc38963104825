/**
 * Restores an archive into the empty store the environment names (connection.ts), in four steps:
 *
 *   1. verify the whole archive (verify.ts), writing nothing;
 *   2. refuse a store that already holds data in the stores the archive fills;
 *   3. write every blob as it was (bytes and metadata), each only where nothing is, checking its
 *      bytes against the checksums step 1 read and its key against the site's (keys.ts); admin
 *      accounts come back without their password hashes and links (secrets.ts);
 *   4. build every collection's indexes again from its records (the store builds them on a
 *      collection's first use when its layout marker is missing, as for a collection of the first
 *      release's layout), then count each index against the manifest.
 *
 * An encrypted archive is read twice (steps 1 and 3), because its content is authenticated only
 * at its end: nothing is written from it before the whole of it is known to be intact.
 */
import { getStore } from '@netlify/blobs';
import { collection, inParallel } from '#shared/store/index.ts';
import { ensureLayout } from '#shared/store/migrate.ts';
import { ArchiveError, type Manifest } from './format.ts';
import { readArchive } from './reader.ts';
import { classifier, definitions, listKeys, RECORDS_STORE } from './stores.ts';
import { blobId, bytesOf, verifyArchive } from './verify.ts';
import { checkBlobPlace } from './keys.ts';
import { restoredBytes } from './secrets.ts';

const BATCH = 32;

export interface RestoreOptions {
  path: string;
  /** Asked only for an encrypted archive. */
  passphrase: () => Promise<string>;
}

/**
 * The stores the archive fills must hold no data. A new site's records store is not quite bare:
 * its first build already listed every (empty) collection, which wrote their layout markers.
 * Markers and indexes without a single record describe nothing, so they are taken away here, and
 * the indexes are built from the restored records instead.
 */
const ensureEmpty = async (manifest: Manifest): Promise<void> => {
  const kindOf = classifier(definitions());
  const notEmpty = (store: string) =>
    new ArchiveError(`The store is not empty ("${store}" holds data): restore only into an empty store, so nothing is mixed or lost`);
  let leftovers: string[] = [];
  for (const store of Object.keys(manifest.stores)) {
    const found = await listKeys(store);
    if (found.some((key) => store !== RECORDS_STORE || kindOf(key).kind !== 'derived')) throw notEmpty(store);
    if (store === RECORDS_STORE) leftovers = found;
  }
  // Only once every store is known to be empty: a refused restore leaves the store as it was.
  await inParallel(leftovers, 8, (key) => getStore(RECORDS_STORE).delete(key));
};

const writeBlobs = async (
  { path, passphrase }: RestoreOptions,
  checksums: Map<string, string>,
  includesPrivate: boolean,
): Promise<number> => {
  let written = 0;
  let batch: (() => Promise<void>)[] = [];
  const flush = async () => {
    await Promise.all(batch.map((write) => write()));
    batch = [];
  };
  const kindOf = classifier(definitions());
  await readArchive(path, passphrase, async (line) => {
    if (line.type !== 'blob') return;
    // Checked by the verification already; checked again right where it is written.
    checkBlobPlace(line.store, line.key, includesPrivate);
    const read = bytesOf(line);
    // The file must not have changed since it was verified.
    if (checksums.get(blobId(line.store, line.key)) !== line.sha256) throw new ArchiveError('The archive changed while it was restored');
    const bytes = line.store === RECORDS_STORE ? restoredBytes(kindOf(line.key), read) : read;
    batch.push(async () => {
      const body = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const result = await getStore(line.store).set(line.key, body, {
        onlyIfNew: true,
        ...(line.metadata ? { metadata: line.metadata } : {}),
      });
      if (!result.modified)
        throw new ArchiveError(
          `Something else wrote ${line.store}/${line.key} during the restore: stop the site and restore again into an empty store`,
        );
      written += 1;
    });
    if (batch.length >= BATCH) await flush();
  });
  await flush();
  return written;
};

/** Builds every collection's indexes, then checks that each index holding every record lists them all. */
const rebuildIndexes = async (manifest: Manifest): Promise<void> => {
  for (const definition of definitions()) {
    await ensureLayout(definition);
    const expected = manifest.collections[definition.name]?.records ?? 0;
    for (const [name, index] of Object.entries(definition.indexes)) {
      if (index.partition) continue;
      const listed = await collection(definition).count(name);
      if (listed !== expected) {
        throw new ArchiveError(
          `The index ${name} of ${definition.name} lists ${listed} records after the restore, not ${expected}: was the site in use?`,
        );
      }
    }
  }
};

export const restoreArchive = async ({ path, passphrase }: RestoreOptions): Promise<Manifest> => {
  // Asked once for both readings.
  let asked: Promise<string> | undefined;
  const options = { path, passphrase: () => (asked ??= passphrase()) };
  const { manifest, checksums } = await verifyArchive(options.path, options.passphrase);
  await ensureEmpty(manifest);
  const written = await writeBlobs(options, checksums, manifest.includesPrivate);
  if (written !== manifest.blobs.length)
    throw new ArchiveError(`Only ${written} of the archive's ${manifest.blobs.length} blobs were written`);
  await rebuildIndexes(manifest);
  return manifest;
};
