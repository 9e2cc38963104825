/**
 * The browser tests' web server (playwright.config.ts): first a capturing SMTP server on
 * 127.0.0.1:E2E_SMTP_PORT that writes every message it accepts into E2E_MAIL_DIR and refuses any
 * recipient at REFUSED_MAIL_DOMAIN, then `npm start` (scripts/start.ts) in this same process with
 * SMTP_URL and MAIL_FROM pointing at it, so the site really sends its mail over SMTP. Stopping the
 * process stops both.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSmtp } from '../../support/smtp.ts';
import { E2E_MAIL_DIR, E2E_MAIL_FROM, E2E_SMTP_PORT, REFUSED_MAIL_DOMAIN } from '../fixtures/constants.ts';

await rm(E2E_MAIL_DIR, { recursive: true, force: true });
await mkdir(E2E_MAIL_DIR, { recursive: true });

let count = 0;
const smtp = await startSmtp({
  port: E2E_SMTP_PORT,
  refuses: (address) => address.endsWith(`@${REFUSED_MAIL_DOMAIN}`),
  onMessage: async (mail) => {
    count += 1;
    const base = join(E2E_MAIL_DIR, `${Date.now()}-${String(count).padStart(5, '0')}`);
    await writeFile(`${base}.eml`, mail.raw);
    const { envelopeFrom, envelopeTo, headers, text } = mail;
    const summary = { envelopeFrom, envelopeTo, from: headers['from'], to: headers['to'], subject: headers['subject'], text };
    await writeFile(`${base}.json`, `${JSON.stringify(summary, null, 2)}\n`);
  },
});

process.env['SMTP_URL'] = smtp.url;
process.env['MAIL_FROM'] = E2E_MAIL_FROM;
console.log(`Test SMTP server at ${smtp.url}: messages go to ${E2E_MAIL_DIR}, recipients at ${REFUSED_MAIL_DOMAIN} are refused.`);

await import('../../../scripts/start.ts');
