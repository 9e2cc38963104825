/** Steps the registry tests repeat: a parent submits, an admin decides, a list is read whole. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from 'vitest';
import { everyMailReceived } from '../../support/smtp.ts';
import type { AdminSkater, AdminSkaterDetail, PublicSkater } from '#domain/registry/skater-views.schema.ts';
import { allPages, skaterBody } from './fixtures.ts';
import { jsonOf, type Api } from './harness.ts';

let ipCounter = 0;
/** A client address of its own for each submission, so the form limits stay out of the way. */
export const freshIp = () => `198.51.${Math.floor(ipCounter / 250) + 10}.${(ipCounter++ % 250) + 1}`;

export interface Submitted {
  _id: string;
  reference: string;
}

/**
 * The token of the link mailed to confirm the registration `id`, from the test SMTP servers or the
 * local outbox (whichever the test mails through); '' when no such letter went out.
 */
export const confirmationToken = async (api: Api, id: string): Promise<string> => {
  await api.server.settle();
  const outbox = process.env['MAIL_OUTBOX_DIR'] ?? '';
  const fromOutbox = await Promise.all(
    (await readdir(outbox).catch(() => []))
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => (JSON.parse(await readFile(join(outbox, name), 'utf8')) as { text?: string }).text ?? ''),
  );
  const texts = [...everyMailReceived.map((mail) => mail.text), ...fromOutbox];
  const tokens = texts.flatMap((text) =>
    [...text.matchAll(/\/confirm-registration\?token=(\S+)/g)].map((match) => decodeURIComponent(match[1] ?? '')),
  );
  return tokens.find((token) => token.startsWith(`${id}.`)) ?? '';
};

let emailCounter = 0;

export const confirmByLink = (api: Api, token: string, ip = freshIp()) =>
  api.call('POST', '/api/skaterprofiles/confirm', { body: { token }, ip });

/**
 * A registration sent through the form. A visitor's is confirmed by the link mailed to the address
 * typed (so it reaches the registrar as pending), unless `confirm` is false.
 */
export const submitSkater = async (
  api: Api,
  overrides: Record<string, unknown> = {},
  cookie?: string,
  { confirm = true }: { confirm?: boolean } = {},
): Promise<Submitted> => {
  // An address of its own unless one is given: each address has a daily allowance of letters from the forms.
  const body = skaterBody({ email: `parent.${(emailCounter += 1)}@example.com`, ...overrides });
  const res = await api.call('POST', '/api/skaterprofiles', { body, ip: freshIp(), ...(cookie ? { cookie } : {}) });
  expect(res.status, await res.clone().text()).toBe(201);
  const submitted = await jsonOf<Submitted & { confirmByEmail?: boolean }>(res);
  if (confirm && submitted.confirmByEmail === true) {
    const token = await confirmationToken(api, submitted._id);
    expect(token, 'a confirmation link in the letter').not.toBe('');
    const confirmed = await confirmByLink(api, token);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    await api.server.settle();
  }
  return submitted;
};

export interface Reviewed {
  message: string;
  profile: AdminSkaterDetail;
  mail?: { sent: boolean; problem?: string };
}

export const review = async (api: Api, cookie: string, id: string, body: unknown, status = 200): Promise<Reviewed> => {
  const res = await api.call('PATCH', `/api/skaterprofiles/${id}`, { body, cookie });
  expect(res.status, await res.clone().text()).toBe(status);
  return jsonOf<Reviewed>(res);
};

export const approve = (api: Api, cookie: string, id: string) => review(api, cookie, id, { status: 'approved' });

export const adminProfiles = (api: Api, cookie: string, query = '') =>
  allPages<AdminSkater>(api, `/api/skaterprofiles${query}`, { cookie, pick: (body) => (body as { profiles: AdminSkater[] }).profiles });

export const publicProfiles = (api: Api) =>
  allPages<PublicSkater>(api, '/api/skaterprofiles', { pick: (body) => (body as { profiles: PublicSkater[] }).profiles });

export const lookUp = (api: Api, path: string, body: unknown, ip = freshIp()) => api.call('POST', path, { body, ip });
