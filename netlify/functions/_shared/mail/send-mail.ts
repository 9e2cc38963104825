/**
 * Outgoing mail (contact messages and bulk e-mail): plain-text letters sent through SMTP from `SMTP_URL`, or,
 * when no SMTP is configured (local development), written to the outbox folder as .eml files with
 * a .json summary beside each. Letters go out in batches over a small connection pool; a failed
 * letter is reported and the others still go. Sending stops starting new batches once the time
 * budget is spent, so a request never runs into the function time limit; the letters not sent are
 * reported as failed with a reason that says to send them again.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { site } from '#config/site.ts';
import { env } from '#shared/platform/env.ts';
import { HttpError } from '#shared/platform/http.ts';
import { failureReason } from './mail-failure.ts';

export interface Letter {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Files sent with the letter (a receipt's PDF). */
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

export interface Delivery {
  sent: number;
  failed: { email: string; reason: string }[];
  /** True when the letters were written to the local outbox instead of being sent. */
  outbox: boolean;
}

export const MAIL_BATCH_SIZE = 10;
/** Netlify stops a synchronous function at 60 s; leave room for the store and the answer. */
export const MAIL_TIME_BUDGET_MS = 40_000;
export const NOT_SENT_REASON = 'Not sent: the time limit was reached. Please send again to these recipients.';

const sender = () => env().mailFrom ?? `"${site.name}" <${site.email}>`;

/** Subjects are one line: a line break must never start a new header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

const message = (letter: Letter) => ({
  from: sender(),
  to: letter.to,
  subject: oneLine(letter.subject),
  text: letter.text,
  ...(letter.replyTo ? { replyTo: letter.replyTo } : {}),
  ...(letter.attachments
    ? {
        attachments: letter.attachments.map(({ filename, content, contentType }) => ({
          filename,
          content: Buffer.from(content),
          contentType,
        })),
      }
    : {}),
});

const viaSmtp = async (smtpUrl: string, letters: Letter[], budgetMs: number): Promise<Delivery> => {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const started = Date.now();
  const delivery: Delivery = { sent: 0, failed: [], outbox: false };
  try {
    for (let start = 0; start < letters.length; start += MAIL_BATCH_SIZE) {
      const batch = letters.slice(start, start + MAIL_BATCH_SIZE);
      if (Date.now() - started > budgetMs) {
        delivery.failed.push(...letters.slice(start).map((letter) => ({ email: letter.to, reason: NOT_SENT_REASON })));
        break;
      }
      const results = await Promise.allSettled(batch.map((letter) => transport.sendMail(message(letter))));
      results.forEach((result, index) => {
        if (result.status === 'fulfilled') delivery.sent += 1;
        else delivery.failed.push({ email: batch[index]?.to ?? '', reason: failureReason(result.reason) });
      });
    }
  } finally {
    transport.close();
  }
  return delivery;
};

const toOutbox = async (directory: string, letters: Letter[]): Promise<Delivery> => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  await mkdir(directory, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const [index, letter] of letters.entries()) {
    const composed = message(letter);
    const info = await transport.sendMail(composed);
    const base = join(directory, `${stamp}-${String(index + 1).padStart(4, '0')}-${randomBytes(3).toString('hex')}`);
    await writeFile(`${base}.eml`, info.message as Buffer);
    // The summary names the attached files; their bytes are in the .eml beside it.
    const attachments = letter.attachments?.map((file) => file.filename);
    await writeFile(`${base}.json`, `${JSON.stringify({ ...composed, attachments, date: new Date().toISOString() }, null, 2)}\n`);
  }
  return { sent: letters.length, failed: [], outbox: true };
};

export const deliver = async (letters: Letter[], { budgetMs = MAIL_TIME_BUDGET_MS } = {}): Promise<Delivery> => {
  const { smtpUrl, outboxDir } = env();
  if (smtpUrl) return viaSmtp(smtpUrl, letters, budgetMs);
  try {
    return await toOutbox(outboxDir, letters);
  } catch {
    // A deployed function has no writable outbox: say what to configure instead of a bare 500.
    throw new HttpError(503, 'E-mail is not configured on this site (SMTP_URL), so the messages could not be sent.');
  }
};
