/**
 * A registrar sets up a championship without an editor or a treasurer: its event and rules in one
 * request (POST /api/championships; the same key sent twice sets up one), its races, its entry
 * fees; and may correct the championship's event, but no other event, and set a championship's
 * fees, but not the season's or the policy.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import type { PublicChampionship } from '../../src/domain/championships/championship-views.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { eventMessages } from '../../src/domain/events/event.ts';
import { feeMessages } from '../../src/domain/fees/fees.ts';
import { sessionsOfEveryRole } from './support/accounts.ts';
import { eventBody, expectRejected } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';

let api: Api;
let registrar: string;
let editor: string;
let treasurer: string;

beforeAll(async () => {
  api = await startApi();
  ({ registrar, editor, treasurer } = await sessionsOfEveryRole(api));
});
afterAll(() => api.stop());

let keys = 0;
const setupBody = (overrides: Record<string, unknown> = {}) => ({
  key: `setup-key-${String((keys += 1)).padStart(8, '0')}`,
  title: 'Spring Cup',
  date: '2031-03-09',
  location: 'District rink',
  description: 'Races for every age category.',
  entriesClose: '2031-03-01T23:59:00+05:30',
  maxRacesPerSkater: 3,
  selectPerRace: 2,
  ...overrides,
});

interface SetupAnswer {
  message: string;
  event: Event;
  championship: PublicChampionship;
}

const setUp = async (body: Record<string, unknown>, cookie = registrar, status = 201) => {
  const res = await api.call('POST', '/api/championships', { body, cookie });
  expect(res.status, await res.clone().text()).toBe(status);
  return jsonOf<SetupAnswer>(res);
};

const eventsTitled = async (title: string) =>
  (await jsonOf<Event[]>(await api.call('GET', `/api/events?q=${encodeURIComponent(title)}&pageSize=100`))).filter(
    (event) => event.title === title,
  );

describe('POST /api/championships', () => {
  test('a registrar makes the event and its championship in one step; both are public', async () => {
    const answer = await setUp(setupBody({ title: 'Setup Cup One' }));
    expect(answer.message).toBe(championshipMessages.setUp);
    expect(answer.event).toMatchObject({ title: 'Setup Cup One', date: '2031-03-09', location: 'District rink', image: '' });
    const event = await jsonOf<Event>(await api.call('GET', `/api/events/${answer.event._id}`));
    expect(event).toEqual(answer.event);
    const championship = await jsonOf<PublicChampionship>(await api.call('GET', `/api/events/${answer.event._id}/championship`));
    expect(championship).toMatchObject({
      eventId: answer.event._id,
      entriesClose: '2031-03-01T18:29:00.000Z',
      maxRacesPerSkater: 3,
      selectPerRace: 2,
      races: [],
    });
    expect(answer.championship).toEqual(championship);
  });

  test('the same setup sent twice (or at the same moment) makes one event and one championship', async () => {
    const body = setupBody({ title: 'Setup Cup Twice' });
    const [first, second] = await Promise.all([
      api.call('POST', '/api/championships', { body, cookie: registrar }),
      api.call('POST', '/api/championships', { body, cookie: registrar }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const again = await setUp(body, registrar, 200);
    expect(await eventsTitled('Setup Cup Twice')).toHaveLength(1);
    expect(again.event._id).toBe((await jsonOf<SetupAnswer>(first)).event._id);
  });

  test.each([
    ['no title', { title: '' }, 'Event title cannot be empty'],
    ['a date that is not one', { date: '2031-02-30' }, 'Date'],
    ['entries close not a date and time', { entriesClose: 'soon' }, 'Entries close must be a date and time (ISO 8601)'],
    ['no races allowed', { maxRacesPerSkater: 0 }, 'Maximum races per skater must be at least 1'],
    ['no key', { key: '' }, 'Reload the page and try again (the form has no key).'],
  ])('400 for %s, and nothing is stored', async (_name, overrides, message) => {
    const title = `Refused setup ${keys}`;
    const body = setupBody({ title, ...overrides });
    const res = await api.call('POST', '/api/championships', { body, cookie: registrar });
    expect(res.status).toBe(400);
    const answer = await jsonOf<{ message: string; errors?: string[] }>(res);
    expect([answer.message, ...(answer.errors ?? [])].join(' ')).toContain(message);
    expect(await eventsTitled(title)).toEqual([]);
  });

  test('an editor or a treasurer may not set one up', async () => {
    await expectRejected(api, { method: 'POST', path: '/api/championships', body: setupBody(), cookie: editor }, 403);
    await expectRejected(api, { method: 'POST', path: '/api/championships', body: setupBody(), cookie: treasurer }, 403);
  });
});

describe("the rest of the path: the championship's event, its races, its entry fees", () => {
  test('a registrar corrects the championship’s event, adds races and sets the entry fees', async () => {
    const { event } = await setUp(setupBody({ title: 'Setup Cup Tpyo' }));
    const edited = await api.call('PUT', `/api/events/${event._id}`, {
      body: { title: 'Setup Cup Typo', date: event.date, location: event.location, description: event.description },
      cookie: registrar,
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect((await jsonOf<Event>(await api.call('GET', `/api/events/${event._id}`))).title).toBe('Setup Cup Typo');

    const grid = await api.call('POST', `/api/events/${event._id}/championship/races/grid`, {
      body: { disciplines: ['Speed Quad'], ageCategories: ['Sub Junior'], genders: ['Female', 'Male'] },
      cookie: registrar,
    });
    expect(grid.status).toBe(201);

    const feesPath = `/api/fees/event-${event._id}`;
    const opened = await api.call('GET', feesPath, { cookie: registrar });
    expect(opened.status).toBe(200);
    const saved = await api.call('PUT', feesPath, {
      body: { perSkater: 200, perRace: 150, lateFee: 100, lateAfter: '2031-02-25' },
      cookie: registrar,
      headers: { 'if-match': opened.headers.get('etag') ?? '' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const shown = await jsonOf<{ championship: unknown }>(await api.call('GET', `/api/fees?eventId=${event._id}`));
    expect(shown.championship).toEqual({ eventId: event._id, perSkater: 200, perRace: 150, lateFee: 100, lateAfter: '2031-02-25' });
  });

  test('a registrar may not change an event that is not a championship; an editor still may', async () => {
    const plain = await jsonOf<Event>(
      await api.call('POST', '/api/events', { body: eventBody({ title: 'Plain social' }), cookie: editor }),
    );
    const body = { title: 'Changed by a registrar', date: plain.date, location: '', description: '' };
    await expectRejected(
      api,
      { method: 'PUT', path: `/api/events/${plain._id}`, body, cookie: registrar },
      403,
      eventMessages.editNeedsEditor,
    );
    expect((await jsonOf<Event>(await api.call('GET', `/api/events/${plain._id}`))).title).toBe('Plain social');
    expect((await api.call('PUT', `/api/events/${plain._id}`, { body, cookie: editor })).status).toBe(200);
    expect((await api.call('PUT', '/api/events/a1b2c3d4e5f6a1b2c3d4e5f6', { body, cookie: registrar })).status).toBe(404);
  });

  test("a registrar may not read or set the season's fees or the policy; the treasurer still may", async () => {
    for (const id of ['season-2031', 'policy']) {
      await expectRejected(api, { method: 'GET', path: `/api/fees/${id}`, cookie: registrar }, 403, feeMessages.onlyChampionshipFees);
    }
    await expectRejected(
      api,
      { method: 'PUT', path: '/api/fees/season-2031', body: { newFee: 1, renewalFee: 1 }, cookie: registrar },
      403,
      feeMessages.onlyChampionshipFees,
    );
    await expectRejected(
      api,
      { method: 'PUT', path: '/api/fees/policy', body: { unpaidOnStartList: false, approvalWaitsForFee: true }, cookie: registrar },
      403,
      feeMessages.onlyChampionshipFees,
    );
    const season = await jsonOf<{ season: { newFee: number } }>(await api.call('GET', '/api/fees?season=2031'));
    expect(season.season.newFee).toBe(0);
    expect((await api.call('PUT', '/api/fees/season-2031', { body: { newFee: 300, renewalFee: 200 }, cookie: treasurer })).status).toBe(
      200,
    );
  });
});
