/**
 * Letters to the parent, read at a real SMTP server: on submission the link to confirm the address
 * (nothing else the visitor typed but the name cut short; a daily allowance per address), once it
 * is followed the receipt (reference, what happens next, the status page), on approval (registration number), on rejection (reason, how to submit
 * again). With the mail server unreachable the profile is stored and reviewed all the same, the
 * failure is kept on the profile for the admin, and the log line names no personal value.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AdminSkaterDetail } from '../../src/domain/registry/skater-views.schema.ts';
import { formatDate } from '../../src/domain/common/dates.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approve, confirmationToken, confirmByLink, review, submitSkater } from './support/registry.ts';

let api: Api;
let cookie: string;
let smtp: TestSmtp;
const PARENT = 'kavya.parent@example.com';

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url, MAIL_FROM: 'Registry <registry@example.org>' });
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

const detail = async (id: string) => jsonOf<AdminSkaterDetail>(await api.call('GET', `/api/skaterprofiles/${id}`, { cookie }));

describe('letters at the SMTP server', () => {
  test('submission: the reference, what happens next and the status page', async () => {
    const { _id, reference } = await submitSkater(api, { name: 'Kavya Menon', email: PARENT });
    await api.server.settle();
    // The link to confirm the address first, then, once it is followed, the receipt.
    expect(smtp.received.map((mail) => mail.headers['subject'])).toEqual([
      'Please confirm the skater registration',
      'Registration received',
    ]);
    const letter = smtp.received[1];
    expect(letter?.envelopeTo).toEqual([PARENT]);
    expect(letter?.headers['subject']).toBe('Registration received');
    expect(letter?.text).toContain('We have received the registration of Kavya Menon for the');
    expect(letter?.text).toContain(`Your reference: ${reference}`);
    expect(letter?.text).toContain('What happens next');
    expect(letter?.text).toContain('https://example.org/registration-status');
    expect((await detail(_id)).mailProblem).toBeUndefined();
  });

  test('approval: the registration number; rejection: the reason and how to submit again', async () => {
    const { _id } = await submitSkater(api, { name: 'Kavya Menon', email: PARENT });
    await api.server.settle();
    smtp.received.length = 0;
    const approved = await approve(api, cookie, _id);
    expect(approved.mail).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.headers['subject']).toBe('Registration approved: Kavya Menon');
    expect(smtp.received[0]?.text).toContain(`Registration number: ${approved.profile.registrationNo}`);

    const rejected = await review(api, cookie, _id, { status: 'rejected', reason: 'The photo shows someone else.' });
    expect(rejected.mail).toEqual({ sent: true });
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]?.headers['subject']).toBe('Registration not approved: Kavya Menon');
    expect(smtp.received[1]?.text).toContain('The photo shows someone else.');
    expect(smtp.received[1]?.text).toContain('https://example.org/skaterform');
    // Corrections send nothing.
    await review(api, cookie, _id, { coachName: 'Another Coach' });
    expect(smtp.received).toHaveLength(2);
  });
});

describe('the confirmation of a registration, which goes to any address typed', () => {
  test('holds nothing the visitor typed but the name, cut short and unable to form a link', async () => {
    const stranger = 'someone.else@example.net';
    const typed = {
      name: 'URGENT: verify your bank KYC at evil.example/kyc',
      email: stranger,
      parentName: 'Call +91 98450 12345',
      coachName: 'Visit evil.example now',
      representativeClub: 'Free money at evil.example',
      rsfiNo: 'RSFI-EVIL',
      phoneNo: '9811100099',
    };
    const { reference } = await submitSkater(api, typed, undefined, { confirm: false });
    await api.server.settle();
    expect(smtp.received).toHaveLength(1);
    const [letter] = smtp.received;
    expect(letter?.envelopeTo).toEqual([stranger]);
    expect(letter?.headers['subject']).toBe('Please confirm the skater registration');
    expect(letter?.text).toContain('A registration of URGENT verify your b… for the');
    expect(letter?.text).not.toContain(reference);
    const typedText = [...Object.values(typed).filter((value) => value !== stranger), 'evil.example', 'kyc', 'URGENT:', 'bank'];
    for (const text of typedText) expect(letter?.text).not.toContain(text);
    expect(letter?.text).not.toContain(stranger);
  });

  test('to one address: at most ADDRESS_LETTERS_DAILY links a day; the receipt to a confirmed address and an admin decision are not counted', async () => {
    process.env['ADDRESS_LETTERS_DAILY'] = '2';
    try {
      const submitted = [];
      // The address typed differently each time is still one address.
      for (const email of ['flood@example.net', 'Flood@Example.net', ' flood@example.NET'])
        submitted.push(await submitSkater(api, { name: 'Tara Flood', email }, undefined, { confirm: false }));
      await api.server.settle();
      expect(smtp.received.map((letter) => letter.envelopeTo)).toEqual([['flood@example.net'], ['flood@example.net']]);
      expect(await confirmationToken(api, submitted[2]!._id)).toBe('');
      // Another address has an allowance of its own.
      await submitSkater(api, { name: 'Tara Flood', email: 'other@example.net' }, undefined, { confirm: false });
      await api.server.settle();
      expect(smtp.received).toHaveLength(3);
      // The owner of the address confirms: the receipt goes although the allowance is spent.
      expect((await confirmByLink(api, await confirmationToken(api, submitted[0]!._id))).status).toBe(200);
      await api.server.settle();
      expect(smtp.received).toHaveLength(4);
      expect((await approve(api, cookie, submitted[0]!._id)).mail).toEqual({ sent: true });
      expect(smtp.received).toHaveLength(5);
    } finally {
      delete process.env['ADDRESS_LETTERS_DAILY'];
    }
  });
});

describe('an unreachable mail server', () => {
  test('never blocks or loses the profile; the problem is shown to the admin and logged without personal values', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { _id, reference } = await submitSkater(
        api,
        { name: 'Nikhil Unmailed', email: 'nikhil.parent@example.com', phoneNo: '9811122233' },
        undefined,
        { confirm: false },
      );
      const token = await confirmationToken(api, _id);
      // Nothing listens on port 1: the receipt after the confirmation cannot be sent.
      process.env['SMTP_URL'] = 'smtp://127.0.0.1:1';
      expect((await confirmByLink(api, token)).status).toBe(200);
      await api.server.settle();
      const stored = await detail(_id);
      expect(stored).toMatchObject({ status: 'pending', reference, name: 'Nikhil Unmailed' });
      // The day is written as every date people read is: in the association's time zone.
      expect(
        stored.mailProblem?.startsWith(
          `The e-mail with the confirmation of the registration could not be sent on ${formatDate(new Date().toISOString())}: `,
        ),
      ).toBe(true);

      const approved = await approve(api, cookie, _id);
      expect(approved.profile.status).toBe('approved');
      expect(approved.mail?.sent).toBe(false);
      expect(approved.mail?.problem).toBeTypeOf('string');
      expect(approved.profile.mailProblem).toMatch(/^The e-mail with the approval could not be sent/);
      const listed = await jsonOf<{ profiles: AdminSkaterDetail[] }>(await api.call('GET', '/api/skaterprofiles?q=Nikhil', { cookie }));
      expect(listed.profiles[0]?.mailProblem).toBe(approved.profile.mailProblem);

      const logged = warnings.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(logged).toContain(`skater profile ${_id} was not sent`);
      for (const personal of ['Nikhil', 'nikhil.parent@example.com', '9811122233', reference]) expect(logged).not.toContain(personal);

      // Once a letter goes out again, the problem is cleared.
      process.env['SMTP_URL'] = smtp.url;
      await review(api, cookie, _id, { status: 'rejected', reason: 'Duplicate.' });
      expect((await detail(_id)).mailProblem).toBeUndefined();
    } finally {
      warnings.mockRestore();
    }
  });
});
