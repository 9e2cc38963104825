import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { BulkMessageResult } from '../../src/domain/messages/bulk-message.schema.ts';
import { deliver, MAIL_BATCH_SIZE, NOT_SENT_REASON } from '../../netlify/functions/_shared/mail/send-mail.ts';
import { expectRejected, text, validAadhaar } from './support/fixtures.ts';
import { submitSkater } from './support/registry.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let api: Api;
let cookie: string;
let smtp: TestSmtp;
const MAIL_FROM = 'District Association <noreply@example.org>';
const SKATERS = ['asha@example.com', 'bala@example.com', 'chitra@example.com'];

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url, MAIL_FROM });
  cookie = await api.login();
  for (const [index, email] of SKATERS.entries()) {
    // Each parent confirms the address (submitSkater follows the link), so the registrar has the profile.
    await submitSkater(api, { email, aadharNo: validAadhaar(`2${index}345678901`) });
  }
  // The registry's own letters to these parents go out after the answers: let them pass first.
  await api.server.settle();
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.refuse.clear();
  smtp.delayMs = 0;
  process.env['SMTP_URL'] = smtp.url;
});

const send = (body: unknown) => api.call('POST', '/api/send', { body, cookie });

describe('POST /api/send over SMTP', () => {
  test('sends each selected skater a plain-text letter of their own', async () => {
    const res = await send({
      selectedUsers: ['Asha@Example.com', 'bala@example.com', 'asha@example.com'],
      subject: 'Training moved to Sunday',
      message: 'Dear skaters,\nTraining moves to Sunday 7 am.\n<b>not html</b>',
    });
    expect(res.status).toBe(200);
    expect(await jsonOf<BulkMessageResult>(res)).toEqual({ message: 'Messages sent successfully!', sent: 2, failed: [], outbox: false });
    expect(smtp.received.map((mail) => mail.envelopeTo).sort()).toEqual([['asha@example.com'], ['bala@example.com']]);
    for (const mail of smtp.received) {
      expect(mail.envelopeFrom).toBe('noreply@example.org');
      expect(mail.headers['from']).toBe('District Association <noreply@example.org>');
      expect(mail.headers['to']).toBe(mail.envelopeTo[0]);
      expect(mail.headers['subject']).toBe('Training moved to Sunday');
      expect(mail.headers['content-type']).toMatch(/^text\/plain/);
      expect(mail.text).toBe('Dear skaters,\nTraining moves to Sunday 7 am.\n<b>not html</b>');
      // Nobody sees the other recipients.
      expect(mail.raw).not.toContain(mail.envelopeTo[0] === 'asha@example.com' ? 'bala@example.com' : 'asha@example.com');
    }
  });

  test('a line break in the subject cannot add headers or recipients', async () => {
    const res = await send({ selectedUsers: ['chitra@example.com'], subject: 'Hello\r\nBcc: victim@example.net', message: 'Hi' });
    expect(res.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.envelopeTo).toEqual(['chitra@example.com']);
    expect(smtp.received[0]?.headers['bcc']).toBeUndefined();
    expect(smtp.received[0]?.headers['subject']).toBe('Hello Bcc: victim@example.net');
  });

  test('a recipient refused by the server is reported and does not stop the others', async () => {
    smtp.refuse.add('bala@example.com');
    const res = await send({ selectedUsers: SKATERS, subject: 'Camp', message: 'See you at camp.' });
    expect(res.status).toBe(200);
    const result = await jsonOf<BulkMessageResult>(res);
    expect(result.sent).toBe(2);
    expect(result.outbox).toBe(false);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]?.email).toBe('bala@example.com');
    expect(result.failed[0]?.reason).toMatch(/550/);
    expect(result.message).toBe('2 messages sent; 1 failed.');
    expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual(['asha@example.com', 'chitra@example.com']);
  });

  test('502 when no letter could be sent', async () => {
    for (const email of SKATERS) smtp.refuse.add(email);
    const res = await send({ selectedUsers: SKATERS, subject: 'Camp', message: 'x' });
    expect(res.status).toBe(502);
    const result = await jsonOf<BulkMessageResult>(res);
    expect(result).toMatchObject({ message: 'Failed to send messages', sent: 0, outbox: false });
    expect(result.failed.map((item) => item.email).sort()).toEqual(SKATERS);
  });

  test('large sends go out in batches, and stop starting batches once the time budget is spent', async () => {
    const letters = Array.from({ length: MAIL_BATCH_SIZE * 2 + 5 }, (_, index) => ({
      to: `batch${index}@example.com`,
      subject: 'Batch',
      text: 'x',
    }));
    const all = await deliver(letters);
    expect(all).toEqual({ sent: letters.length, failed: [], outbox: false });
    expect(smtp.received).toHaveLength(letters.length);

    smtp.received.length = 0;
    smtp.delayMs = 20;
    const cut = await deliver(letters, { budgetMs: 1 });
    expect(cut.sent).toBe(MAIL_BATCH_SIZE);
    expect(cut.failed).toHaveLength(letters.length - MAIL_BATCH_SIZE);
    expect(cut.failed.every((item) => item.reason === NOT_SENT_REASON)).toBe(true);
    expect(cut.failed[0]?.email).toBe(`batch${MAIL_BATCH_SIZE}@example.com`);
  });

  test('400 naming recipients that are not skater profiles; nothing is sent', async () => {
    const body = await expectRejected(
      api,
      {
        method: 'POST',
        path: '/api/send',
        body: { selectedUsers: ['asha@example.com', 'stranger@example.net', 'other@example.org'], subject: 'Hi', message: 'x' },
        cookie,
      },
      400,
    );
    expect(body.message).toBe('These recipients are not e-mail addresses of skater profiles: stranger@example.net, other@example.org');
    expect(body.errors).toEqual(['stranger@example.net', 'other@example.org']);
    expect(smtp.received).toHaveLength(0);
  });

  test.each([
    ['recipients missing', { selectedUsers: undefined }, 'Select at least one recipient'],
    ['no recipient', { selectedUsers: [] }, 'Select at least one recipient'],
    ['a recipient that is not an e-mail', { selectedUsers: ['asha'] }, 'Recipient must be a valid e-mail address'],
    ['a recipient that is not text', { selectedUsers: [5] }, 'Recipient must be text'],
    ['subject missing', { subject: undefined }, 'Subject is required'],
    ['subject blank', { subject: '  ' }, 'Subject is required'],
    ['subject over 200', { subject: text(201) }, 'Subject must be at most 200 characters'],
    ['message missing', { message: '' }, 'Message is required'],
    ['message over 10000', { message: text(10_001) }, 'Message must be at most 10000 characters'],
  ])('400 when %s', async (_name, overrides, message) => {
    await expectRejected(
      api,
      {
        method: 'POST',
        path: '/api/send',
        body: { selectedUsers: ['asha@example.com'], subject: 'Hi', message: 'x', ...overrides },
        cookie,
      },
      400,
      message,
    );
    expect(smtp.received).toHaveLength(0);
  });

  test('401 without a session, 400 malformed JSON, 415 wrong content type, 405 GET', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/send', body: { selectedUsers: ['asha@example.com'], subject: 'Hi', message: 'x' } },
      401,
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/send', rawBody: '{', headers: { 'content-type': 'application/json' }, cookie },
      400,
      'The request body is not valid JSON.',
    );
    await expectRejected(api, { method: 'POST', path: '/api/send', rawBody: 'x', headers: { 'content-type': 'text/plain' }, cookie }, 415);
    expect((await api.call('GET', '/api/send', { cookie })).status).toBe(405);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('POST /api/send without SMTP', () => {
  test('writes the letters to the outbox and says so', async () => {
    delete process.env['SMTP_URL'];
    const outbox = process.env['MAIL_OUTBOX_DIR'] ?? '';
    const before = new Set(await readdir(outbox).catch(() => []));
    const res = await send({
      selectedUsers: ['asha@example.com', 'chitra@example.com'],
      subject: 'Outbox test',
      message: 'Written, not sent.',
    });
    expect(res.status).toBe(200);
    expect(await jsonOf<BulkMessageResult>(res)).toEqual({
      message: 'Mail is not configured: the messages were written to the local outbox instead of being sent.',
      sent: 2,
      failed: [],
      outbox: true,
    });
    expect(smtp.received).toHaveLength(0);
    const files = (await readdir(outbox)).filter((name) => !before.has(name)).sort();
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    const summaries = await Promise.all(
      files
        .filter((name) => name.endsWith('.json'))
        .map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as Record<string, string>),
    );
    expect(summaries.map((item) => item['to']).sort()).toEqual(['asha@example.com', 'chitra@example.com']);
    expect(
      summaries.every((item) => item['subject'] === 'Outbox test' && item['text'] === 'Written, not sent.' && item['from'] === MAIL_FROM),
    ).toBe(true);
    const eml = await readFile(join(outbox, files.find((name) => name.endsWith('.eml')) ?? ''), 'utf8');
    expect(eml).toContain('Subject: Outbox test');
  });
});

describe('POST /api/send with neither SMTP nor a writable outbox', () => {
  test('503 with a message that names the missing setting', async () => {
    delete process.env['SMTP_URL'];
    const outbox = process.env['MAIL_OUTBOX_DIR'];
    // A path under a regular file can never be created, as on a read-only deploy.
    process.env['MAIL_OUTBOX_DIR'] = join(process.cwd(), 'package.json', 'outbox');
    try {
      await expectRejected(
        api,
        { method: 'POST', path: '/api/send', body: { selectedUsers: ['asha@example.com'], subject: 'Hi', message: 'x' }, cookie },
        503,
        'E-mail is not configured on this site (SMTP_URL), so the messages could not be sent.',
      );
    } finally {
      process.env['MAIL_OUTBOX_DIR'] = outbox;
    }
  });
});
