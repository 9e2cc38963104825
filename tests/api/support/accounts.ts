/** Accounts of each role for API tests, made the way an owner makes them: added, link used, signed in. */
import { expect } from 'vitest';
import type { Role } from '#domain/committee/account.ts';
import type { AccountLink } from '#domain/committee/account.schema.ts';
import { jsonOf, type Api } from './harness.ts';

export const ACCOUNT_PASSWORD = 'a long enough test password';

/** The token of a set-password link. */
export const tokenOf = (link: string): string => new URL(link).searchParams.get('token') ?? '';

export const addAccount = async (
  api: Api,
  ownerCookie: string,
  body: { name: string; email: string; role: Role },
): Promise<AccountLink> => {
  const res = await api.call('POST', '/api/accounts', { body, cookie: ownerCookie });
  expect(res.status, await res.clone().text()).toBe(201);
  return jsonOf<AccountLink>(res);
};

export const signIn = async (api: Api, admin: string, password = ACCOUNT_PASSWORD, ip = '198.51.100.2'): Promise<string> => {
  const res = await api.call('POST', '/api/login', { body: { admin, password }, ip });
  if (res.status !== 200) throw new Error(`login of ${admin} failed with ${res.status}: ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

/** Adds an account, sets its password through its link and signs it in: its session cookie and id. */
export const accountSignedIn = async (
  api: Api,
  ownerCookie: string,
  body: { name: string; email: string; role: Role },
): Promise<{ cookie: string; id: string }> => {
  const { link, account } = await addAccount(api, ownerCookie, body);
  const res = await api.call('POST', '/api/set-password', { body: { token: tokenOf(link), password: ACCOUNT_PASSWORD } });
  expect(res.status, await res.clone().text()).toBe(200);
  return { cookie: await signIn(api, body.email), id: account._id };
};

/** A session for each role: the configured owner, and a registrar, an editor and a treasurer the owner adds. */
export const sessionsOfEveryRole = async (api: Api): Promise<Record<Role, string>> => {
  const owner = await api.login();
  const registrar = await accountSignedIn(api, owner, { name: 'Rekha Registrar', email: 'rekha@example.org', role: 'registrar' });
  const editor = await accountSignedIn(api, owner, { name: 'Esha Editor', email: 'esha@example.org', role: 'editor' });
  const treasurer = await accountSignedIn(api, owner, { name: 'Tara Treasurer', email: 'tara@example.org', role: 'treasurer' });
  return { owner, registrar: registrar.cookie, editor: editor.cookie, treasurer: treasurer.cookie };
};
