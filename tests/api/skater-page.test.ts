/**
 * A skater's public page (GET /api/skaterprofiles/{id}/public): the public fields, the results and
 * the certificates anyone may verify, for a profile approved for the season now running; nothing
 * personal in it, cached briefly by the CDN, and every other profile answers as one that does not exist.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { SkaterPageView } from '../../src/domain/registry/skater-page.ts';
import { approvedSkaters, enteredChampionship, sprintAndRelay, type ApprovedSkater } from './support/championship.ts';
import { UNKNOWN_ID } from './support/fixtures.ts';
import { startApi, type Api } from './support/harness.ts';
import { submitSkater } from './support/registry.ts';
import { skaterBody } from './support/fixtures.ts';

let api: Api;
let cookie: string;
let eventId: string;
let skater: ApprovedSkater;
let other: ApprovedSkater;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  [skater, other] = (await approvedSkaters(api, cookie, [
    { name: 'Anya First', representativeClub: 'Aurora Skaters', email: 'anya.parent@example.com', phoneNo: '9811100011' },
    { name: 'Bina Second', representativeClub: 'Bayside Rollers', email: 'bina.parent@example.com', phoneNo: '9811100012' },
  ])) as [ApprovedSkater, ApprovedSkater];
  const entered = await enteredChampionship(api, cookie, {
    rules: sprintAndRelay(),
    skaters: [skater, other],
    racesOf: (races) => races.slice(0, 1),
  });
  eventId = entered.eventId;
  const [sprint] = entered.races;
  // Race day (28 June): the results are saved, made official and certificates issued.
  vi.setSystemTime(new Date('2026-06-28T10:00:00Z'));
  cookie = await api.login();
  const rows = [
    { entryId: entered.entryIds[0], position: 1, mark: '45.12' },
    { entryId: entered.entryIds[1], position: 2, mark: '47.90' },
  ];
  const path = `/api/events/${eventId}/results/${sprint!._id}`;
  expect((await api.call('PUT', path, { body: { rows }, cookie })).status).toBe(200);
  expect((await api.call('PATCH', path, { body: { status: 'official' }, cookie })).status).toBe(200);
  const issued = await api.call('POST', `/api/events/${eventId}/certificates`, { body: {}, cookie });
  expect(issued.status, await issued.clone().text()).toBe(200);
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const pageOf = (id: string) => api.call('GET', `/api/skaterprofiles/${id}/public`);

test("an approved current skater's page: public fields, results and certificates to verify, nothing personal", async () => {
  const res = await pageOf(skater._id);
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('cache-control')).toMatch(/public/);
  const text = await res.text();
  const body = JSON.parse(text) as SkaterPageView;
  expect(body.skater).toMatchObject({
    _id: skater._id,
    name: 'Anya First',
    representativeClub: 'Aurora Skaters',
    registrationNo: skater.registrationNo,
    ageCategory: 'Sub Junior',
  });
  // Only the fields the public list already shows.
  expect(Object.keys(body.skater).sort()).toEqual(
    ['_id', 'ageCategory', 'eventCategory', 'gender', 'name', 'registrationNo', 'representativeClub', 'skaterPhoto'].sort(),
  );
  expect(body.results).toEqual([expect.objectContaining({ eventId, race: '500 m SJ girls', position: 1, status: 'official' })]);
  expect(body.certificates).toHaveLength(1);
  expect(body.certificates[0]).toMatchObject({ race: '500 m SJ girls', award: expect.stringContaining('1st') });
  const verified = await api.call('GET', `/api/certificates/${body.certificates[0]!.code}`);
  expect(verified.status).toBe(200);
  // Nothing personal: no date of birth, contact, Aadhaar number, parent, coach or proof.
  const input = skaterBody();
  expect(text).not.toContain(skater.dob);
  for (const value of ['anya.parent@example.com', '9811100011', input.aadharNo, input.parentName, input.coachName, input.rsfiNo]) {
    expect(text).not.toContain(value);
  }
  expect(text).not.toMatch(/"(dob|email|phoneNo|aadharNo|parentName|coachName|rsfiNo|fileUrl|proofType|reference|consent)"/);
});

test('a pending, unknown or lapsed profile has no page (404, the same answer)', async () => {
  const pending = await submitSkater(api, { name: 'Pending Person' });
  expect((await pageOf(pending._id)).status).toBe(404);
  expect((await pageOf(UNKNOWN_ID)).status).toBe(404);
  // The next season: not renewed, so no longer public.
  vi.setSystemTime(new Date('2027-02-01T10:00:00Z'));
  expect((await pageOf(skater._id)).status).toBe(404);
  vi.setSystemTime(new Date('2026-06-28T10:00:00Z'));
});
