/**
 * Letters to the parent, read at a real SMTP server: on submission (reference, what happens next,
 * the status page), on approval (registration number), on rejection (reason, how to submit
 * again). With the mail server unreachable the profile is stored and reviewed all the same, the
 * failure is kept on the profile for the admin, and the log line names no personal value.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AdminSkaterDetail } from '../../src/domain/registry/skater-views.schema.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { approve, review, submitSkater } from './support/registry.ts';

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
    expect(smtp.received).toHaveLength(1);
    const [letter] = smtp.received;
    expect(letter?.envelopeTo).toEqual([PARENT]);
    expect(letter?.headers['subject']).toBe('Registration received: Kavya Menon');
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

describe('an unreachable mail server', () => {
  test('never blocks or loses the profile; the problem is shown to the admin and logged without personal values', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      // Nothing listens on port 1.
      process.env['SMTP_URL'] = 'smtp://127.0.0.1:1';
      const { _id, reference } = await submitSkater(api, {
        name: 'Nikhil Unmailed',
        email: 'nikhil.parent@example.com',
        phoneNo: '9811122233',
      });
      await api.server.settle();
      const stored = await detail(_id);
      expect(stored).toMatchObject({ status: 'pending', reference, name: 'Nikhil Unmailed' });
      expect(stored.mailProblem).toMatch(/^The e-mail with the confirmation of the registration could not be sent on \d{4}-\d{2}-\d{2}: /);

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
