/**
 * `npm run restore -- FILE`: loads an archive of `npm run backup` into an empty store and builds
 * its indexes again. The local store by default (stop `npm start` first); with --site a deployed
 * site's. With --verify it only checks the archive and prints what it holds.
 *
 *   npm run restore -- FILE [--site] [--verify]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from './lib/backup/connection.ts';
import { failureText } from './lib/backup/failure.ts';
import { readPassphrase } from './lib/backup/passphrase.ts';
import { restoreArchive } from './lib/backup/restore.ts';
import { describeManifest } from './lib/backup/summary.ts';
import { verifyArchive } from './lib/backup/verify.ts';

const USAGE = `Usage: npm run restore -- FILE [--site] [--verify]
  --site     restore into the deployed site's store (NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN) instead of the local one
  --verify   only check the archive (checksums, passphrase) and print what it holds
An encrypted archive's passphrase comes from BACKUP_PASSPHRASE, or is asked.`;

const main = async () => {
  const { values, positionals } = parseArgs({
    options: {
      site: { type: 'boolean', default: false },
      verify: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const path = resolve(positionals[0] ?? '');
  const passphrase = () => readPassphrase({ confirm: false });
  if (values.verify) {
    const { manifest } = await verifyArchive(path, passphrase);
    console.log(`${describeManifest(manifest)}\nThe archive is intact.`);
    return;
  }
  const connection = await connect({ site: values.site, mustExist: false });
  storeLabel = connection.label;
  try {
    console.log(`Restoring ${path} into ${connection.label} …`);
    const manifest = await restoreArchive({ path, passphrase });
    console.log(`${describeManifest(manifest)}\nRestored, and the indexes built again.`);
  } finally {
    await connection.close();
  }
};

let storeLabel: string | undefined;
try {
  await main();
} catch (error) {
  console.error(failureText(error, storeLabel));
  process.exitCode = 1;
}
