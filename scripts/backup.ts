/**
 * `npm run backup`: writes the store's collections and public images (with --include-private also
 * skater photos and identity proofs, then always encrypted) to one archive with a manifest of
 * counts and checksums. The local store by default; with --site a deployed site's. The archive
 * format and what is kept: scripts/lib/backup/.
 *
 *   npm run backup -- [--out FILE] [--include-private] [--encrypt] [--site]
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from './lib/backup/connection.ts';
import { failureText } from './lib/backup/failure.ts';
import { PASSPHRASE_MIN_LENGTH } from './lib/backup/crypto.ts';
import { readPassphrase } from './lib/backup/passphrase.ts';
import { describeManifest } from './lib/backup/summary.ts';
import { takeBackup } from './lib/backup/take.ts';
import { fileStamp } from './lib/backup/time.ts';

const USAGE = `Usage: npm run backup -- [--out FILE] [--include-private] [--encrypt] [--site]
  --out FILE          where to write the archive (default: backups/backup-<date>-<time>.backup)
  --include-private   also skater photos and identity proofs; the archive is then encrypted
  --encrypt           encrypt the archive (the passphrase comes from BACKUP_PASSPHRASE, or is asked)
  --site              the deployed site's store (NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN) instead of the local one`;

const main = async () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'include-private': { type: 'boolean', default: false },
      encrypt: { type: 'boolean', default: false },
      site: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const includePrivate = values['include-private'];
  const encrypt = includePrivate || values.encrypt;
  const out = resolve(values.out ?? `backups/backup-${fileStamp(new Date())}.backup`);
  const passphrase = encrypt ? await readPassphrase({ confirm: true }) : undefined;
  if (passphrase !== undefined && passphrase.length < PASSPHRASE_MIN_LENGTH) {
    throw new Error(`The passphrase must have at least ${PASSPHRASE_MIN_LENGTH} characters`);
  }
  const connection = await connect({ site: values.site, mustExist: true });
  storeLabel = connection.label;
  try {
    console.log(`Backing up ${connection.label} …`);
    const manifest = await takeBackup({
      out,
      includePrivate,
      source: connection.source,
      ...(passphrase === undefined ? {} : { passphrase }),
    });
    console.log(`${describeManifest(manifest)}\nWritten to ${out}`);
    if (!encrypt) {
      console.log(
        'It is not encrypted, and its records hold personal data (contact details, dates of birth, Aadhaar numbers):\nkeep it as safe as the site itself, or use --encrypt.',
      );
    }
  } finally {
    await connection.close();
  }
};

let storeLabel: string | undefined;
try {
  await main();
} catch (error) {
  console.error(failureText(error, storeLabel));
  if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
    console.error(`${USAGE}\nA passphrase is never an argument: set BACKUP_PASSPHRASE or type it when asked.`);
  process.exitCode = 1;
}
