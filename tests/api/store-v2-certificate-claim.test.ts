/**
 * Issuing certificates when an earlier issue was stopped between a finisher's claim and the
 * certificate it claimed for: that finisher is not counted as "kept" for ever. While the claim is
 * young the earlier issue may still be running, so it stands; once it has timed out, the next
 * issue takes it over and the finisher gets a certificate.
 */
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CLAIM_TAKEOVER_MS, certificateClaimKey } from '../../netlify/functions/_shared/certificates/certificate-store.ts';
import { certificates } from '#shared/collections/certificates.ts';
import { approvedSkaters, enteredChampionship, officialResults, sprintAndRelay } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let entryIds: string[];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const skaters = await approvedSkaters(api, cookie, [
    { name: 'Asha Winner', email: 'claim.parent0@example.com', phoneNo: '9811100020' },
    { name: 'Bela Second', email: 'claim.parent1@example.com', phoneNo: '9811100021' },
  ]);
  const entered = await enteredChampionship(api, cookie, {
    event: { title: 'Claims Cup 2026', date: '2026-06-14' },
    rules: sprintAndRelay('2026-06-10T00:00:00Z'),
    skaters,
    racesOf: (races) => races.slice(0, 1),
  });
  ({ eventId, entryIds } = entered);
  sprint = entered.races[0] as Race;
  const rows = [
    { entryId: entryIds[0], position: 1, mark: '45.10' },
    { entryId: entryIds[1], position: 2, mark: '46.20' },
  ];
  // Certificates come from official results, from the race's day on.
  vi.setSystemTime(new Date('2026-06-15T10:00:00Z'));
  cookie = await api.login();
  await officialResults(api, cookie, eventId, sprint._id, rows);
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const issue = async () => {
  const res = await api.call('POST', `/api/events/${eventId}/certificates`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return jsonOf<{ issued: number; updated: number; kept: number }>(res);
};

it('takes over, after its timeout, the claim of an issue stopped before its certificate was written', async () => {
  // What the stopped issue left: Bela's claim, for a code no certificate has.
  const key = certificateClaimKey(eventId, entryIds[1] as string, sprint._id);
  expect(await certificates().claim(key, 'LOSTCODELOSTCODELOSTCODE22')).toBe(true);
  // Meanwhile that issue may still be running: its claim stands.
  expect(await issue()).toMatchObject({ issued: 1, kept: 1 });
  vi.setSystemTime(new Date(Date.now() + CLAIM_TAKEOVER_MS + 60_000));
  expect(await issue()).toMatchObject({ issued: 1, kept: 1 });
  const listed = await jsonOf<{ name: string }[]>(await api.call('GET', `/api/events/${eventId}/certificates`, { cookie }));
  expect(listed.map((certificate) => certificate.name).sort()).toEqual(['Asha Winner', 'Bela Second']);
  // And the next issue keeps both.
  expect(await issue()).toMatchObject({ issued: 0, kept: 2 });
}, 60_000);
