/**
 * Letters in the language the parent used (docs/languages.md#letters-in-the-parents-language): a
 * sign-in letter asked for from a Tamil page (the page sends its language, X-Page-Language: ta-IN) is written in
 * Tamil with the Tamil family page's link, the language is remembered with the address (a later
 * request from elsewhere still gets Tamil), an English page's request switches it back, and the
 * store keeps a keyed hash of the address, never the address. Real store, real SMTP capture.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { getStore } from '@netlify/blobs';
import { signInLetter } from '#domain/family/family.ts';
import { signInLetterIn } from '#domain/family/sign-in-letter.ts';
import { LETTER_LANGUAGE_STORE } from '#shared/mail/letter-language.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { startApi, type Api } from './support/harness.ts';
import { freshIp } from './support/registry.ts';
import { approvedSkater } from './support/championship.ts';

let api: Api;
let smtp: TestSmtp;
const PARENT = 'amma.tamil@example.com';

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  const admin = await api.login();
  await approvedSkater(api, admin, { name: 'Kavin Tamil', email: PARENT });
  await api.server.settle();
  smtp.received.length = 0;
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await api.stop();
  await smtp.close();
});

const ask = async (language?: string) => {
  const res = await api.call('POST', '/api/family/sign-in', {
    body: { email: PARENT },
    ip: freshIp(),
    ...(language ? { headers: { 'X-Page-Language': language } } : {}),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  await api.server.settle();
  const letter = smtp.received.filter((mail) => mail.envelopeTo.includes(PARENT)).at(-1);
  expect(letter, 'a sign-in letter').toBeDefined();
  smtp.received.length = 0;
  return letter!;
};

describe('the sign-in letter', () => {
  test('asked for from a Tamil page, it is in Tamil and links to the Tamil family page', async () => {
    const letter = await ask('ta-IN');
    expect(letter.subject).toContain('உள்நுழைவதற்கான உங்கள் இணைப்பு');
    expect(letter.text).toContain('அன்புள்ள பெற்றோர் அல்லது பாதுகாவலருக்கு,');
    expect(letter.text).toContain('15 நிமிடங்களுக்கு');
    expect(letter.text).toMatch(/https?:\/\/\S+\/ta\/my\?token=\S+/);
    expect(letter.text).not.toContain('Dear parent or guardian');
  });

  test('the language is remembered with the address: a request that names none gets Tamil again', async () => {
    const letter = await ask();
    expect(letter.text).toContain('அன்புள்ள பெற்றோர் அல்லது பாதுகாவலருக்கு,');
  });

  test('asked for from an English page, it is in English again, word for word the English letter', async () => {
    const letter = await ask('en-IN');
    const link = /(https?:\/\/\S+\/my\?token=\S+)/.exec(letter.text ?? '')?.[1] ?? '';
    const code = /code on the sign-in page \([^)]*\): (\d{6})/.exec(letter.text ?? '')?.[1] ?? '';
    expect(link).not.toContain('/ta/');
    expect(letter.subject).toBe(signInLetter(link, code).subject);
    expect(letter.text?.trim()).toBe(signInLetter(link, code).text.trim());
  });

  test('the catalogue builds the English letter exactly as before', () => {
    expect(signInLetterIn('en', 'https://example.org/my?token=x', '123456')).toEqual(
      signInLetter('https://example.org/my?token=x', '123456'),
    );
  });

  test('the remembered language is stored under a keyed hash, never the address', async () => {
    const { blobs } = await getStore(LETTER_LANGUAGE_STORE).list();
    expect(blobs.length).toBe(1);
    for (const { key } of blobs) {
      expect(key).not.toContain('@');
      expect(key).not.toContain('amma');
    }
  });

  test('a stored record of another shape (more than the language) counts as none: the letter is in the default language', async () => {
    await ask('ta-IN');
    const store = getStore(LETTER_LANGUAGE_STORE);
    const { blobs } = await store.list();
    for (const { key } of blobs) await store.setJSON(key, { lang: 'ta', address: 'planted' });
    const letter = await ask();
    expect(letter.text).toContain('Dear parent or guardian,');
    // Asked from a Tamil page again, the record is written afresh in its one shape.
    await ask('ta-IN');
    for (const { key } of blobs) expect(await store.get(key, { type: 'json' })).toEqual({ lang: 'ta' });
  });
});
