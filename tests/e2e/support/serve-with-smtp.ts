/**
 * One browser-test worker's web server (playwright.config.ts starts one per worker, numbered by
 * E2E_WORKER): first a capturing SMTP server on the worker's SMTP port that writes every message
 * it accepts into the worker's mail folder and refuses any recipient at REFUSED_MAIL_DOMAIN, then
 * `npm start --no-build` (scripts/start.ts) in this same process with SMTP_URL and MAIL_FROM
 * pointing at it, so the site really sends its mail over SMTP. The site is not built here: every
 * worker serves the one dist/ that scripts/e2e.ts built, over a fresh copy of the store that build
 * was made from (so the prerendered pages and the API agree). Stopping the process stops both.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSmtp } from '../../support/smtp.ts';
import { E2E_MAIL_FROM, E2E_TEMPLATE_STORE, REFUSED_MAIL_DOMAIN, e2eWorker } from '../fixtures/constants.ts';

const worker = e2eWorker(Number(process.env['E2E_WORKER'] ?? 0));
if (!existsSync(E2E_TEMPLATE_STORE) || !existsSync('dist/index.html')) {
  console.error(`No prebuilt site (dist/ and ${E2E_TEMPLATE_STORE}): run the browser tests through \`npm run test:e2e\`, which builds it.`);
  process.exit(1);
}

await rm(worker.dataDir, { recursive: true, force: true });
await cp(E2E_TEMPLATE_STORE, worker.dataDir, { recursive: true, preserveTimestamps: true });
await rm(worker.mailDir, { recursive: true, force: true });
await mkdir(worker.mailDir, { recursive: true });

let count = 0;
const smtp = await startSmtp({
  port: worker.smtpPort,
  refuses: (address) => address.endsWith(`@${REFUSED_MAIL_DOMAIN}`),
  onMessage: async (mail) => {
    count += 1;
    const base = join(worker.mailDir, `${Date.now()}-${String(count).padStart(5, '0')}`);
    await writeFile(`${base}.eml`, mail.raw);
    const { envelopeFrom, envelopeTo, headers, subject, text } = mail;
    const summary = { envelopeFrom, envelopeTo, from: headers['from'], to: headers['to'], subject, text };
    // Written aside and renamed, so a test reading the folder never meets half a summary.
    await writeFile(`${base}.json.part`, `${JSON.stringify(summary, null, 2)}\n`);
    await rename(`${base}.json.part`, `${base}.json`);
  },
});

process.env['PORT'] = String(worker.port);
process.env['LOCAL_DATA_DIR'] = worker.dataDir;
process.env['SMTP_URL'] = smtp.url;
process.env['MAIL_FROM'] = E2E_MAIL_FROM;
console.log(`Test SMTP server at ${smtp.url}: messages go to ${worker.mailDir}, recipients at ${REFUSED_MAIL_DOMAIN} are refused.`);

if (!process.argv.includes('--no-build')) process.argv.push('--no-build');
await import('../../../scripts/start.ts');
