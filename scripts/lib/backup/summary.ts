/** What the backup and restore commands print about an archive: counts only, never a value. */
import type { Manifest } from './format.ts';
import { localTime } from './time.ts';

const size = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export const describeManifest = (manifest: Manifest): string => {
  const collections = Object.entries(manifest.collections)
    .filter(([, counts]) => counts.records > 0)
    .map(([name, counts]) => `  ${name}: ${counts.records}`);
  const stores = Object.entries(manifest.stores).map(([name, counts]) => `  ${name}: ${counts.blobs} blobs, ${size(counts.bytes)}`);
  return [
    `Taken ${localTime(new Date(manifest.createdAt))} from ${manifest.source}; ${
      manifest.encrypted ? 'encrypted and signed' : 'not encrypted nor signed (its checksums catch damage, not a change made on purpose)'
    }; ${manifest.includesPrivate ? 'with' : 'without'} skater photos and identity proofs.`,
    'Records:',
    ...(collections.length > 0 ? collections : ['  none']),
    'Stores:',
    ...stores,
  ].join('\n');
};
