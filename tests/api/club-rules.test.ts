/**
 * A championship's club rules (the quota per race, the points per place): a save that leaves a
 * rule out keeps it, null takes it away, and the championship's public rules show both.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { championshipPath, createEvent, saveChampionship } from './support/championship.ts';
import { expectRejected, startSignedIn } from './support/fixtures.ts';
import { jsonOf, type Api } from './support/harness.ts';

let api: Api;
let cookie: string;
let eventId: string;

beforeAll(async () => {
  ({ api, cookie } = await startSignedIn());
  eventId = await createEvent(api, cookie);
});
afterAll(async () => {
  await api.stop();
});

const RULES = { entriesClose: '2031-01-10T18:00:00+05:30', maxRacesPerSkater: 2, selectPerRace: 3 };
const publicRules = async () =>
  jsonOf<{ clubQuotaPerRace?: number; clubPoints?: number[] }>(await api.call('GET', championshipPath(eventId)));

describe('club rules of a championship', () => {
  test('a save without the club rules keeps them; null takes them away', async () => {
    await saveChampionship(api, cookie, eventId, { ...RULES, clubQuotaPerRace: 4, clubPoints: [10, 6, 4, 2] });
    expect(await publicRules()).toMatchObject({ clubQuotaPerRace: 4, clubPoints: [10, 6, 4, 2] });

    // The rules saved again by a screen or client that does not send the club rules.
    await saveChampionship(api, cookie, eventId, { ...RULES, maxRacesPerSkater: 3 });
    const kept = await publicRules();
    expect(kept).toMatchObject({ maxRacesPerSkater: 3, clubQuotaPerRace: 4, clubPoints: [10, 6, 4, 2] });

    await saveChampionship(api, cookie, eventId, { ...RULES, clubQuotaPerRace: null, clubPoints: null });
    const cleared = await publicRules();
    expect(cleared.clubQuotaPerRace).toBeUndefined();
    expect(cleared.clubPoints).toBeUndefined();
  });

  test('bad club rules are refused and store nothing', async () => {
    await saveChampionship(api, cookie, eventId, { ...RULES, clubQuotaPerRace: 2 });
    const path = championshipPath(eventId);
    await expectRejected(
      api,
      { method: 'PUT', path, body: { ...RULES, clubQuotaPerRace: 0 }, cookie },
      400,
      'Club quota per race must be at least 1',
    );
    await expectRejected(
      api,
      { method: 'PUT', path, body: { ...RULES, clubPoints: [] }, cookie },
      400,
      'Club points: give at least the points for 1st place',
    );
    await expectRejected(
      api,
      { method: 'PUT', path, body: { ...RULES, clubPoints: [5, -1] }, cookie },
      400,
      'Club points must be at least 0',
    );
    expect(await publicRules()).toMatchObject({ clubQuotaPerRace: 2 });
    expect((await publicRules()).clubPoints).toBeUndefined();
  });
});
