/** Steps the club desk's tests repeat: a club, a coach address for it, and a coach signed in through the letter. */
import { expect } from 'vitest';
import type { TestSmtp } from '../../support/smtp.ts';
import { clubBody } from './fixtures.ts';
import { jsonOf, type Api } from './harness.ts';
import { freshIp } from './registry.ts';

export const addClub = async (api: Api, editor: string, clubName: string): Promise<{ _id: string; clubName: string }> => {
  const res = await api.call('POST', '/api/associative-club', { body: clubBody({ clubName }), cookie: editor });
  expect(res.status, await res.clone().text()).toBe(201);
  return jsonOf(res);
};

export const addCoach = async (api: Api, registrar: string, clubId: string, email: string, status = 201) => {
  const res = await api.call('POST', '/api/club-coaches', { body: { clubId, email }, cookie: registrar });
  expect(res.status, await res.clone().text()).toBe(status);
  return jsonOf<{ message: string; coach: { _id: string; email: string } }>(res);
};

export const askCoachLetter = (api: Api, email: string, ip = freshIp(), cookie?: string) =>
  api.call('POST', '/api/club-desk/sign-in', { body: { email }, ip, ...(cookie ? { cookie } : {}) });

/** The note the answer left in the asking browser ("coach-asked=..."). */
export const coachAskedCookie = (res: Response): string => {
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie, 'the answer notes the asking browser').toMatch(/^coach-asked=[\w-]{43}$/);
  return cookie;
};

/** The link and code of the latest club desk letter to `email`. */
export const coachLetterTo = (smtp: TestSmtp, email: string) => {
  const letter = smtp.received.filter((mail) => mail.envelopeTo.includes(email)).at(-1);
  expect(letter, `a sign-in letter to ${email}`).toBeDefined();
  const text = letter?.text ?? '';
  const link = /(https?:\/\/\S+\/club-desk\?token=\S+)/.exec(text)?.[1] ?? '';
  const code = /code on the club desk's sign-in page \([^)]*\): (\d{6})/.exec(text)?.[1] ?? '';
  return { link, code, token: link === '' ? '' : decodeURIComponent(new URL(link).searchParams.get('token') ?? '') };
};

export const verifyCoach = (api: Api, body: Record<string, unknown>, ip = freshIp(), cookie?: string) =>
  api.call('POST', '/api/club-desk/verify', { body, ip, ...(cookie ? { cookie } : {}) });

/** Signs the coach in through the letter's link in the browser that asked; answers the cookie ("coach=..."). */
export const coachSignIn = async (api: Api, smtp: TestSmtp, email: string): Promise<string> => {
  const asked = await askCoachLetter(api, email);
  expect(asked.status).toBe(200);
  await api.server.settle();
  const res = await verifyCoach(api, { token: coachLetterTo(smtp, email).token }, freshIp(), coachAskedCookie(asked));
  expect(res.status, await res.clone().text()).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};
