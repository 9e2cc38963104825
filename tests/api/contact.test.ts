import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { ContactMessage } from '../../src/domain/messages/contact.schema.ts';
import { FORM_LIMITS } from '../../netlify/functions/_shared/security/public-form-limits.ts';
import { FORM_LIMIT_MESSAGE } from '../../netlify/functions/_shared/security/throttle.ts';
import { contactBody, expectRejected, MALFORMED_IDS, text, UNKNOWN_ID } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let api: Api;
let cookie: string;
let smtp: TestSmtp;
let ipCounter = 0;
const freshIp = () => `192.0.2.${(ipCounter += 1)}`;
const SECRETARY = 'secretary@district.example';

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url, CONTACT_EMAIL: SECRETARY });
  cookie = await api.login();
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  process.env['SMTP_URL'] = smtp.url;
});

const sendMessage = async (overrides: Record<string, unknown> = {}) => {
  const res = await api.call('POST', '/api/contact', { body: contactBody(overrides), ip: freshIp() });
  expect(res.status).toBe(201);
  expect((await jsonOf(res)).message).toBe('Thank you! Your message has been sent.');
  await api.server.settle();
};

const messages = async () => jsonOf<ContactMessage[]>(await api.call('GET', '/api/contact', { cookie }));

describe('POST /api/contact (public form)', () => {
  test('stores the message and e-mails the secretary, replying to the visitor', async () => {
    await sendMessage({ email: 'Visitor@Example.com', note: 'dropped' });
    const stored = (await messages())[0];
    expect(stored).toMatchObject({
      email: 'visitor@example.com',
      subject: 'Coaching for my daughter',
      content: 'Which club trains beginners on weekends?',
    });
    expect(stored).not.toHaveProperty('note');
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.envelopeTo).toEqual([SECRETARY]);
    expect(mail?.headers['reply-to']).toBe('visitor@example.com');
    expect(mail?.headers['subject']).toBe('Website contact: Coaching for my daughter');
    expect(mail?.text).toContain('Which club trains beginners on weekends?');
  });

  test("keeps the visitor's name and phone and gives them to the secretary", async () => {
    await sendMessage({ name: 'Sunita Joshi', phone: '+91 98765-43210', subject: 'Call me back' });
    const stored = (await messages()).find((item) => item.subject === 'Call me back');
    expect(stored).toMatchObject({ name: 'Sunita Joshi', phone: '9876543210' });
    expect(smtp.received[0]?.text).toContain('Sunita Joshi, visitor@example.com, 9876543210');
  });

  test('the message is kept even when the mail server refuses it', async () => {
    smtp.refuse.add(SECRETARY);
    await sendMessage({ subject: 'Refused but stored' });
    smtp.refuse.clear();
    expect((await messages()).some((item) => item.subject === 'Refused but stored')).toBe(true);
    expect(smtp.received).toHaveLength(0);
  });

  test('without SMTP the letter goes to the outbox', async () => {
    delete process.env['SMTP_URL'];
    await sendMessage({ subject: 'Outbox letter' });
    const outbox = process.env['MAIL_OUTBOX_DIR'] ?? '';
    const summaries = await Promise.all(
      (await readdir(outbox))
        .filter((name) => name.endsWith('.json'))
        .map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as Record<string, string>),
    );
    expect(summaries.some((item) => item['to'] === SECRETARY && item['subject'] === 'Website contact: Outbox letter')).toBe(true);
  });

  test.each([
    ['e-mail missing', { email: undefined }, 'E-mail is required'],
    ['e-mail malformed', { email: 'visitor at example' }, 'E-mail must be a valid e-mail address'],
    ['subject missing', { subject: ' ' }, 'Subject is required'],
    ['subject over 150', { subject: text(151) }, 'Subject must be at most 150 characters'],
    ['message missing', { content: undefined }, 'Message is required'],
    ['message over 3000', { content: text(3001) }, 'Message must be at most 3000 characters'],
    ['message not text', { content: 42 }, 'Message must be text'],
    ['honeypot filled', { website: 'https://spam.example' }, 'Submission rejected'],
    ['phone not a mobile number', { phone: '12345' }, 'Phone must be a 10-digit Indian mobile number'],
    ['name over 100', { name: text(101) }, 'Name must be at most 100 characters'],
  ])('400 when %s; nothing stored or sent', async (_name, overrides, message) => {
    await expectRejected(api, { method: 'POST', path: '/api/contact', body: contactBody(overrides), ip: freshIp() }, 400, message);
    await api.server.settle();
    expect(smtp.received).toHaveLength(0);
  });

  test('400 malformed JSON, 415 form encoding', async () => {
    await expectRejected(
      api,
      { method: 'POST', path: '/api/contact', rawBody: '{"email"', headers: { 'content-type': 'application/json' } },
      400,
      'The request body is not valid JSON.',
    );
    await expectRejected(
      api,
      { method: 'POST', path: '/api/contact', rawBody: 'email=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    );
  });

  test(`429 after ${FORM_LIMITS.contact.limit} messages from one client`, async () => {
    const ip = '198.18.0.9';
    for (let index = 0; index < FORM_LIMITS.contact.limit; index += 1) {
      expect((await api.call('POST', '/api/contact', { body: contactBody({ subject: `Flood ${index}` }), ip })).status).toBe(201);
    }
    await expectRejected(api, { method: 'POST', path: '/api/contact', body: contactBody(), ip }, 429, FORM_LIMIT_MESSAGE);
    await api.server.settle();
  });
});

describe('GET and DELETE /api/contact (admin)', () => {
  test('only admins read messages; never cached', async () => {
    const res = await api.call('GET', '/api/contact', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  test('deletes a message; 404 for unknown or malformed ids', async () => {
    await sendMessage({ subject: 'To delete' });
    const target = (await messages()).find((item) => item.subject === 'To delete');
    if (!target) throw new Error('message not stored');
    const res = await api.call('DELETE', `/api/contact/${target._id}`, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf(res)).message).toBe('Message deleted successfully!');
    expect((await messages()).some((item) => item._id === target._id)).toBe(false);
    await expectRejected(api, { method: 'DELETE', path: `/api/contact/${UNKNOWN_ID}`, cookie }, 404, 'Message not found.');
    for (const id of MALFORMED_IDS) await expectRejected(api, { method: 'DELETE', path: `/api/contact/${id}`, cookie }, 404);
  });
});
