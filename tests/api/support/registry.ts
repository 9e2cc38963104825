/** Steps the registry tests repeat: a parent submits, an admin decides, a list is read whole. */
import { expect } from 'vitest';
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

export const submitSkater = async (api: Api, overrides: Record<string, unknown> = {}, cookie?: string): Promise<Submitted> => {
  const res = await api.call('POST', '/api/skaterprofiles', { body: skaterBody(overrides), ip: freshIp(), ...(cookie ? { cookie } : {}) });
  expect(res.status, await res.clone().text()).toBe(201);
  return jsonOf<Submitted>(res);
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
