/** Steps the family page's tests repeat: ask for a sign-in letter, read it at the SMTP server, sign in. */
import { expect } from 'vitest';
import type { TestSmtp } from '../../support/smtp.ts';
import { jsonOf, type Api } from './harness.ts';
import { freshIp } from './registry.ts';

export interface SignInLetter {
  token: string;
  code: string;
  link: string;
}

export const askToSignIn = (api: Api, email: string, ip = freshIp(), cookie?: string) =>
  api.call('POST', '/api/family/sign-in', { body: { email }, ip, ...(cookie ? { cookie } : {}) });

/** The note the answer to a sign-in request left in the asking browser ("family-asked=..."), to send back as that browser. */
export const askedCookie = (res: Response): string => {
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie, 'the answer notes the asking browser').toMatch(/^family-asked=[\w-]{43}$/);
  return cookie;
};

const SIGN_IN_LINK = /(https?:\/\/\S+\/my\?token=\S+)/;

/**
 * The link and code of the latest sign-in letter to `email` at the test SMTP server. Other letters
 * to the same address (a receipt, an entry) are passed over: one sent in the background by an
 * earlier step can reach the server after the sign-in letter.
 */
export const letterTo = (smtp: TestSmtp, email: string): SignInLetter => {
  const letter = smtp.received.filter((mail) => mail.envelopeTo.includes(email) && SIGN_IN_LINK.test(mail.text)).at(-1);
  expect(letter, `a sign-in letter to ${email}`).toBeDefined();
  const text = letter?.text ?? '';
  const link = SIGN_IN_LINK.exec(text)?.[1] ?? '';
  const code = /code on the sign-in page \([^)]*\): (\d{6})/.exec(text)?.[1] ?? '';
  return { link, token: decodeURIComponent(new URL(link).searchParams.get('token') ?? ''), code };
};

export const verify = (api: Api, body: Record<string, unknown>, ip = freshIp(), cookie?: string) =>
  api.call('POST', '/api/family/verify', { body, ip, ...(cookie ? { cookie } : {}) });

/** Signs the address in through a letter's link, in the browser that asked, and answers the family cookie ("family=..."). */
export const familySignIn = async (api: Api, smtp: TestSmtp, email: string): Promise<string> => {
  const asked = await askToSignIn(api, email);
  expect(asked.status).toBe(200);
  await api.server.settle();
  const res = await verify(api, { token: letterTo(smtp, email).token }, freshIp(), askedCookie(asked));
  expect(res.status, await res.clone().text()).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

export const familyGet = async <T>(api: Api, cookie: string, path: string): Promise<T> => {
  const res = await api.call('GET', path, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return jsonOf<T>(res);
};
