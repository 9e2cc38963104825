/**
 * Records over the real store: an official heat's fastest time that beats a meet, district or state
 * record waits in the referee's queue with the record it would replace; accepted, it is the record
 * (the public rounds tag it MR, DR, SR beside PB) and the one before stays in the history; set back
 * to provisional, its tags and its record go (the one before is current again); a decision sent
 * twice is made once; a family's copy of the data gives the bests; deleting the championship takes
 * its bests and records with it.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { bestsKey } from '../../src/domain/race-day/personal-bests.ts';
import { recordKey, STANDING_BOOK, type RecordClaim } from '../../src/domain/race-day/race-records.ts';
import { recordsTexts } from '../../src/domain/race-day/race-records-texts.ts';
import { raceRecords, skaterBests } from '../../netlify/functions/_shared/collections/race-day.ts';
import { approvedSkaters, enteredChampionship, race, type ApprovedSkater } from './support/championship.ts';
import { expectRejected } from './support/fixtures.ts';
import { familyGet, familySignIn } from './support/family.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let api: Api;
let smtp: TestSmtp;
let cookie: string;
let eventId: string;
let first: Race;
let second: Race;
let skaters: ApprovedSkater[] = [];
let entryIds: string[] = [];
const KIND = { discipline: 'Speed Quad', distance: 500, surface: 'track' as const, ageCategory: 'Sub Junior', gender: 'Female' };
const KEY = recordKey(KIND);
const PARENT = 'records.parent@example.com';
const SETUP = {
  distance: 500,
  surface: 'track',
  format: 'time-trial',
  seeding: 'drawn',
  lanes: 'fastest-inside',
  rounds: [{ kind: 'final-a', heatSize: 8, byPlace: 0, byTime: 0 }],
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  smtp = await startSmtp();
  api = await startApi({ SMTP_URL: smtp.url });
  cookie = await api.login();
  skaters = await approvedSkaters(
    api,
    cookie,
    ['Asha Fast', 'Bela Fast', 'Cara Fast'].map((name, index) => ({ name, ...(index === 1 ? { email: PARENT } : {}) })),
  );
  const entered = await enteredChampionship(api, cookie, {
    rules: {
      entriesClose: '2026-06-20T00:00:00Z',
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '500 m morning' }), race({ name: '500 m evening' })],
    },
    skaters,
  });
  eventId = entered.eventId;
  [first, second] = entered.races as [Race, Race];
  entryIds = entered.entryIds;
  const res = await api.call('PUT', `/api/events/${eventId}/race-day`, {
    cookie,
    body: { raceIds: [first._id, second._id], setup: SETUP },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  for (const raceId of [first._id, second._id]) {
    const seeded = await api.call('POST', `/api/events/${eventId}/race-day/${raceId}/rounds/1/seed`, { cookie, body: { seed: 3 } });
    expect(seeded.status, await seeded.clone().text()).toBe(200);
  }
  vi.setSystemTime(new Date('2026-06-28T09:00:00Z'));
  cookie = await api.login();
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
  await smtp.close();
});

const heatPath = (raceId: string) => `/api/events/${eventId}/race-day/${raceId}/rounds/1/heats/1`;
const queuePath = () => `/api/events/${eventId}/records/queue`;
const queue = async () => {
  const res = await api.call('GET', queuePath(), { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return { etag: res.headers.get('etag') ?? '', ...(await jsonOf<{ count: number; pending: RecordClaim[] }>(res)) };
};
const decide = (claimId: string, decision: 'accept' | 'reject', etag?: string) =>
  api.call('POST', `${queuePath()}/${claimId}`, { cookie, body: { decision }, ...(etag ? { headers: { 'If-Match': etag } } : {}) });
/** Each skater's tags on the public rounds of a race: PB or SB, then the records. */
const tags = async (raceId: string) => {
  const body = await jsonOf<{ races: { rounds: { heats: { results?: { name: string; best?: string; records?: string[] }[] }[] }[] }[] }>(
    await api.call('GET', `/api/events/${eventId}/rounds?race=${raceId}`),
  );
  return Object.fromEntries(
    (body.races[0]?.rounds[0]?.heats[0]?.results ?? []).map((row) => [row.name, [row.best ?? '', ...(row.records ?? [])].join(' ').trim()]),
  );
};
const standing = async () =>
  jsonOf<{ district: Record<string, { name: string; time: string }[]>; state: Record<string, { name: string; time: string }[]> }>(
    await api.call('GET', '/api/records'),
  );
const holders = (history: { name: string; time: string }[] | undefined) => (history ?? []).map((entry) => `${entry.name} ${entry.time}`);
const mark = async (raceId: string, status: 'official' | 'provisional') => {
  const res = await api.call('PATCH', heatPath(raceId), { cookie, body: { status } });
  expect(res.status, await res.clone().text()).toBe(200);
};

// Morning: Asha 52.00, Bela 50.00, Cara 51.00.
const MORNING = () => [
  { entryId: entryIds[0], place: 3, time: '52.00' },
  { entryId: entryIds[1], place: 1, time: '50.00' },
  { entryId: entryIds[2], place: 2, time: '51.00' },
];

describe('records from official heats', () => {
  test('an admin enters the state record; a slower one dated later is refused; the same one again changes nothing', async () => {
    const body = { ...KIND, time: '50.50', name: 'Old Holder', club: 'State Club', date: '2025-01-12' };
    const entered = await api.call('POST', '/api/records/state', { cookie, body });
    expect(entered.status, await entered.clone().text()).toBe(200);
    expect(await jsonOf(entered)).toMatchObject({ changed: true });
    const again = await api.call('POST', '/api/records/state', { cookie, body });
    expect(await jsonOf(again)).toMatchObject({ changed: false, message: recordsTexts.unchanged });
    await expectRejected(
      api,
      { method: 'POST', path: '/api/records/state', cookie, body: { ...body, time: '51.00', date: '2025-06-01' } },
      409,
      recordsTexts.notFaster('50.50'),
    );
    await expectRejected(api, { method: 'POST', path: '/api/records/state', cookie, body: { ...body, time: 'fast' } }, 400);
    await expectRejected(api, { method: 'POST', path: '/api/records/national', cookie, body }, 404);
    expect(holders((await standing()).state[KEY])).toEqual(['Old Holder 50.50']);
  });

  test('provisional results claim nothing; official, the fastest time waits with the records it would replace', async () => {
    expect((await api.call('PUT', heatPath(first._id), { cookie, body: { rows: MORNING() } })).status).toBe(200);
    expect((await queue()).count).toBe(0);
    await mark(first._id, 'official');
    const { pending, count } = await queue();
    expect(count).toBe(1);
    expect(pending[0]).toMatchObject({
      levels: ['meet', 'district', 'state'],
      entry: { name: 'Bela Fast', time: '50.00' },
      raceName: '500 m morning',
      previous: { meet: null, district: null, state: { name: 'Old Holder', time: '50.50' } },
    });
    // Waiting is not a record yet: PB and SB only.
    expect(await tags(first._id)).toEqual({ 'Asha Fast': 'PB', 'Bela Fast': 'PB', 'Cara Fast': 'PB' });
  });

  test('accepted: the record, tagged MR DR SR beside the PB; a stale queue and a second accept change nothing', async () => {
    const { pending, etag } = await queue();
    const claimId = pending[0]!.id;
    expect((await decide(claimId, 'accept', '"999"')).status).toBe(409);
    const accepted = await decide(claimId, 'accept', etag);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect(await jsonOf(accepted)).toMatchObject({ decision: 'accepted', changed: true });
    const again = await decide(claimId, 'accept');
    expect(await jsonOf(again)).toMatchObject({ decision: 'accepted', changed: false, message: recordsTexts.alreadyAccepted });
    expect((await queue()).count).toBe(0);
    expect(await tags(first._id)).toEqual({ 'Asha Fast': 'PB', 'Bela Fast': 'PB MR DR SR', 'Cara Fast': 'PB' });
    const records = await standing();
    expect(holders(records.state[KEY])).toEqual(['Old Holder 50.50', 'Bela Fast 50.00']);
    expect(holders(records.district[KEY])).toEqual(['Bela Fast 50.00']);
    // The public answer names no skater's profile or entry.
    expect(JSON.stringify(records)).not.toContain(skaters[1]!._id);
  });

  test('set back to provisional: the tags and the record go, the record before is current again', async () => {
    await mark(first._id, 'provisional');
    expect(await tags(first._id)).toEqual({ 'Asha Fast': '', 'Bela Fast': '', 'Cara Fast': '' });
    const records = await standing();
    expect(holders(records.state[KEY])).toEqual(['Old Holder 50.50']);
    expect(records.district[KEY]).toBeUndefined();
    expect((await raceRecords().get(eventId))?.meet[KEY]).toBeUndefined();
    // Official again: the referee decides again.
    await mark(first._id, 'official');
    const { pending } = await queue();
    expect(pending).toHaveLength(1);
    expect((await decide(pending[0]!.id, 'accept')).status).toBe(200);
    expect(await tags(first._id)).toEqual({ 'Asha Fast': 'PB', 'Bela Fast': 'PB MR DR SR', 'Cara Fast': 'PB' });
  });

  test('a faster time: rejected, the record stands; corrected and accepted, the history holds both', async () => {
    const evening = [
      { entryId: entryIds[0], place: 1, time: '49.50' },
      { entryId: entryIds[1], place: 2, time: '50.10' },
    ];
    expect((await api.call('PUT', heatPath(second._id), { cookie, body: { rows: evening } })).status).toBe(200);
    await mark(second._id, 'official');
    const { pending } = await queue();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      levels: ['meet', 'district', 'state'],
      entry: { name: 'Asha Fast', time: '49.50' },
      previous: { meet: { name: 'Bela Fast', time: '50.00' }, district: { name: 'Bela Fast', time: '50.00' }, state: { time: '50.00' } },
    });
    const rejected = await decide(pending[0]!.id, 'reject');
    expect(await jsonOf(rejected)).toMatchObject({ decision: 'rejected', changed: true });
    expect(await jsonOf(await decide(pending[0]!.id, 'reject'))).toMatchObject({ changed: false });
    expect(await tags(second._id)).toEqual({ 'Asha Fast': 'PB', 'Bela Fast': '' });
    expect(holders((await standing()).district[KEY])).toEqual(['Bela Fast 50.00']);

    // The timing read again: a new time is the referee's again.
    const corrected = evening.map((row, index) => (index === 0 ? { ...row, time: '49.40' } : row));
    const res = await api.call('PUT', heatPath(second._id), { cookie, body: { rows: corrected, reason: 'Photo finish read again' } });
    expect(res.status, await res.clone().text()).toBe(200);
    const claimed = await queue();
    expect(claimed.pending.map((claim) => claim.entry.time)).toEqual(['49.40']);
    expect((await decide(claimed.pending[0]!.id, 'accept')).status).toBe(200);
    const records = await standing();
    expect(holders(records.district[KEY])).toEqual(['Bela Fast 50.00', 'Asha Fast 49.40']);
    expect(holders(records.state[KEY])).toEqual(['Old Holder 50.50', 'Bela Fast 50.00', 'Asha Fast 49.40']);
    expect(await tags(second._id)).toEqual({ 'Asha Fast': 'PB MR DR SR', 'Bela Fast': '' });
    // The earlier record keeps its tag: it was a record when set.
    expect((await tags(first._id))['Bela Fast']).toBe('PB MR DR SR');
  });

  test('deciding on no claim, or on an event without a championship, is 404; a bad decision body 400', async () => {
    await expectRejected(api, { method: 'GET', path: '/api/events/0123456789abcdef01234567/records/queue', cookie }, 404);
    await expectRejected(api, { method: 'POST', path: `${queuePath()}/constructor`, cookie, body: { decision: 'accept' } }, 404);
    await expectRejected(api, { method: 'POST', path: `${queuePath()}/nosuchclaim`, cookie, body: { decision: 'accept' } }, 404);
    await expectRejected(api, { method: 'POST', path: `${queuePath()}/nosuchclaim`, cookie, body: { decision: 'maybe' } }, 400);
  });
});

describe('a family’s copy and the championship’s deletion', () => {
  test('the copy of a child’s data gives their bests and the records they set', async () => {
    const family = await familySignIn(api, smtp, PARENT);
    const data = await familyGet<{ bests: { discipline: string; personalBest: string }[]; records: { level: string; time: string }[] }>(
      api,
      family,
      `/api/family/children/${skaters[1]!._id}/data`,
    );
    expect(data.bests).toEqual([
      expect.objectContaining({ discipline: 'Speed Quad', distance: 500, surface: 'track', personalBest: '50.00' }),
    ]);
    expect(data.records.map((record) => `${record.level} ${record.time}`).sort()).toEqual(['district 50.00', 'meet 50.00', 'state 50.00']);
  });

  test('a record holder’s public page names the records held now, for the link to the records page', async () => {
    const asha = await jsonOf<{ records?: { level: string; time: string }[] }>(
      await api.call('GET', `/api/skaterprofiles/${skaters[0]!._id}/public`),
    );
    expect(asha.records?.map((record) => `${record.level} ${record.time}`).sort()).toEqual(['district 49.40', 'meet 49.40', 'state 49.40']);
    // Bela's records were beaten: her page names none.
    const bela = await jsonOf<{ records?: unknown[] }>(await api.call('GET', `/api/skaterprofiles/${skaters[1]!._id}/public`));
    expect(bela.records).toBeUndefined();
  });

  test('deleting the event takes its bests and records; the state record before it is current again', async () => {
    const res = await api.call('DELETE', `/api/events/${eventId}`, { cookie });
    expect(res.status, await res.clone().text()).toBe(200);
    for (const skater of skaters) {
      expect((await skaterBests().get(skater._id))?.times[bestsKey('Speed Quad', 500, 'track')] ?? []).toEqual([]);
    }
    expect(await raceRecords().get(eventId)).toBeUndefined();
    const records = await standing();
    expect(holders(records.state[KEY])).toEqual(['Old Holder 50.50']);
    expect(records.district[KEY]).toBeUndefined();
    expect((await raceRecords().get(STANDING_BOOK))?.state[KEY]).toHaveLength(1);
  });
});
