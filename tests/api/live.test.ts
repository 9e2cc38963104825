/**
 * Live results: a small answer a crowd of phones polls. Unchanged, it costs a 304 (ETag and
 * If-None-Match); the CDN may keep it a few seconds; a saved result changes it, marked
 * provisional, then official; "now racing / next up" follow the day's order; before the race's
 * day nothing of the results shows.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '#domain/championships/championship.schema.ts';
import type { LiveAnswer } from '#domain/venue/live.ts';
import { approvedSkaters, enteredChampionship, officialResults, race } from './support/championship.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;
let races: Race[];
let entryIds: string[];

const livePath = () => `/api/events/${eventId}/live`;
const live = (etag?: string) => api.call('GET', livePath(), etag ? { headers: { 'If-None-Match': etag } } : {});
/** The instance keeps its answer a second: a test that has just saved waits it out. */
const fresh = async (etag?: string) => {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  return live(etag);
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  const skaters = await approvedSkaters(api, cookie, [
    { name: 'Anya Live', email: 'live0@example.com', phoneNo: '9811100020' },
    { name: 'Bina Live', email: 'live1@example.com', phoneNo: '9811100021' },
  ]);
  const entered = await enteredChampionship(api, cookie, {
    rules: {
      entriesClose: '2026-06-20T00:00:00Z',
      maxRacesPerSkater: 3,
      selectPerRace: 2,
      races: [race({ name: 'Race one' }), race({ name: 'Race two' }), race({ name: 'Race three' })],
    },
    skaters,
  });
  ({ eventId, races, entryIds } = entered);
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

describe('before the race day', () => {
  test('names the races but no results, and nothing is racing', async () => {
    const answer = await jsonOf<LiveAnswer>(await live());
    expect(answer.inProgress).toBe(false);
    expect(answer.now).toBeNull();
    expect(answer.races.map((one) => one.status)).toEqual([null, null, null]);
  });
});

describe('on the race day', () => {
  test('now racing is the first race not official, next up the one after', async () => {
    vi.setSystemTime(new Date('2026-06-28T05:00:00Z'));
    cookie = await api.login();
    const answer = await jsonOf<LiveAnswer>(await fresh());
    expect(answer.inProgress).toBe(true);
    expect(answer.now).toEqual({ raceId: races[0]!._id, name: 'Race one' });
    expect(answer.next).toEqual({ raceId: races[1]!._id, name: 'Race two' });
  });

  test('unchanged, it answers 304 to its ETag; the CDN keeps it a few seconds', async () => {
    const first = await fresh();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=5');
    const again = await live(etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
  });

  test('a saved result changes it (provisional), and official moves now racing on', async () => {
    const before = (await fresh()).headers.get('etag') ?? '';
    const saved = await api.call('PUT', `/api/events/${eventId}/results/${races[0]!._id}`, {
      cookie,
      body: { rows: [{ entryId: entryIds[0], position: 1 }] },
    });
    expect(saved.status).toBe(200);
    const changed = await fresh(before);
    expect(changed.status).toBe(200);
    const provisional = await jsonOf<LiveAnswer>(changed);
    expect(provisional.races[0]).toMatchObject({ status: 'provisional', rows: 1 });
    expect(provisional.now?.name).toBe('Race one');
    await officialResults(api, cookie, eventId, races[0]!._id, [{ entryId: entryIds[0], position: 1 }]);
    const official = await jsonOf<LiveAnswer>(await fresh());
    expect(official.races[0]!.status).toBe('official');
    expect(official.now?.name).toBe('Race two');
    expect(official.next?.name).toBe('Race three');
  });

  test('holds no personal field and no entrant names', async () => {
    const text = await (await fresh()).text();
    expect(text).not.toContain('Anya');
    // Ids are random hex and may hold ten digits in a row; a phone number is the ten digits elsewhere.
    expect(text.replace(/"[0-9a-f]{24}"/g, '""')).not.toMatch(/@|\d{10}/);
  });

  test('an unknown event is 404', async () => {
    expect((await api.call('GET', '/api/events/0123456789abcdef01234567/live')).status).toBe(404);
  });
});
