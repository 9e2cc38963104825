/**
 * A championship on an event: its rules and races (public to read, admin to change), the race
 * builder's grid and its bound, and races removed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EVENT_CATEGORIES } from '../../src/config/rules.ts';
import { AGE_CATEGORIES } from '../../src/domain/registry/age-category.ts';
import { championshipMessages, CHAMPIONSHIP_LIMITS, RACE_GENDERS } from '../../src/domain/championships/championship.ts';
import type { Championship } from '../../src/domain/championships/championship.schema.ts';
import { championshipPath, createEvent, race, saveChampionship } from './support/championship.ts';
import { expectRejected, startSignedIn, UNKNOWN_ID } from './support/fixtures.ts';
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
const grid = (eventId: string) => `${championshipPath(eventId)}/races/grid`;

describe('rules and races', () => {
  test('an event is not a championship until an admin makes it one', async () => {
    const res = await api.call('GET', championshipPath(eventId));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: championshipMessages.notChampionship });
  });

  test('PUT needs a session, a known event and valid rules; a refusal stores nothing', async () => {
    const body = { ...RULES, races: [race()] };
    await expectRejected(api, { method: 'PUT', path: championshipPath(UNKNOWN_ID), body, cookie }, 404, 'Event not found.');
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...body, entriesClose: 'next Friday' }, 'Entries close must be a date and time (ISO 8601)'],
      [{ ...body, maxRacesPerSkater: 0 }, 'Maximum races per skater must be at least 1'],
      [{ ...body, maxRacesPerSkater: 1.5 }, 'Maximum races per skater must be a whole number'],
      [{ ...body, selectPerRace: 0 }, 'Selected per race must be at least 1'],
      [{ ...body, races: [race({ discipline: 'Curling' as never })] }, `Discipline must be one of: ${EVENT_CATEGORIES.join(', ')}`],
      [{ ...body, races: [race({ ageCategory: 'Veterans' as never })] }, `Age category must be one of: ${AGE_CATEGORIES.join(', ')}`],
      [{ ...body, races: [race({ gender: 'Other' as never })] }, 'Gender must be one of: Male, Female, Open'],
      [{ ...body, races: [race({ name: ' ' })] }, 'Race name is required'],
    ];
    for (const [bad, message] of invalid) {
      await expectRejected(api, { method: 'PUT', path: championshipPath(eventId), body: bad, cookie }, 400, message);
    }
  });

  test('an admin makes the event a championship; anyone reads its rules and races', async () => {
    const saved = await saveChampionship(api, cookie, eventId, { ...RULES, races: [race(), race({ gender: 'Open', name: 'Relay' })] });
    expect(saved.races).toHaveLength(2);
    const res = await api.call('GET', championshipPath(eventId));
    expect(res.status).toBe(200);
    const body = await jsonOf<Record<string, unknown>>(res);
    expect(body).toMatchObject({
      eventId,
      entriesClose: '2031-01-10T12:30:00.000Z',
      maxRacesPerSkater: 2,
      selectPerRace: 3,
      open: true,
      races: saved.races,
    });
  });

  test('a PUT with races keeps the ids it names and gives new races new ids; without races the races stay', async () => {
    const before = await saveChampionship(api, cookie, eventId, RULES);
    const kept = before.races[0];
    expect(before.races).toHaveLength(2);
    const after = await saveChampionship(api, cookie, eventId, { ...RULES, races: [kept, race({ name: '1000 m' })] });
    expect(after.races[0]).toEqual(kept);
    expect(after.races[1]?._id).not.toBe(before.races[1]?._id);
  });
});

describe('race builder', () => {
  test('makes every combination chosen, once, named after it', async () => {
    const id = await createEvent(api, cookie);
    await saveChampionship(api, cookie, id, RULES);
    const body = {
      disciplines: ['Speed Quad', 'Speed Inline'],
      ageCategories: ['Junior', 'Senior'],
      genders: ['Male', 'Female'],
      name: '500 m',
    };
    const res = await api.call('POST', grid(id), { body, cookie });
    expect(res.status).toBe(201);
    const { added, championship } = await jsonOf<{ added: number; championship: Championship }>(res);
    expect(added).toBe(8);
    expect(championship.races.map((item) => item.name)).toContain('500 m · Speed Inline Senior Female');
    expect(new Set(championship.races.map((item) => `${item.discipline}|${item.ageCategory}|${item.gender}`)).size).toBe(8);
    // The same grid again adds nothing.
    const again = await jsonOf<{ added: number }>(await api.call('POST', grid(id), { body, cookie }));
    expect(again.added).toBe(0);
  });

  test(`refuses to grow a championship past ${CHAMPIONSHIP_LIMITS.races} races, and refuses bad choices`, async () => {
    const id = await createEvent(api, cookie);
    await saveChampionship(api, cookie, id, RULES);
    const everything = { disciplines: [...EVENT_CATEGORIES], ageCategories: [...AGE_CATEGORIES], genders: [...RACE_GENDERS] };
    // 13 × 7 × 3 = 273 races fit; the same grid under a second name would make 546.
    expect((await api.call('POST', grid(id), { body: everything, cookie })).status).toBe(201);
    await expectRejected(
      api,
      { method: 'POST', path: grid(id), body: { ...everything, name: 'Long' }, cookie },
      400,
      championshipMessages.tooManyRaces,
    );
    await expectRejected(
      api,
      { method: 'POST', path: grid(id), body: { ...everything, disciplines: [] }, cookie },
      400,
      'Disciplines: choose at least one',
    );
    await expectRejected(
      api,
      { method: 'POST', path: grid(id), body: { ...everything, genders: ['Male', 'Male'] }, cookie },
      400,
      'Genders: each may be chosen once',
    );
    await expectRejected(
      api,
      { method: 'POST', path: grid(UNKNOWN_ID), body: everything, cookie },
      404,
      championshipMessages.notChampionship,
    );
  });
});

describe('removing races', () => {
  test('an admin removes a race without entries or results; unknown races are 404', async () => {
    const id = await createEvent(api, cookie);
    const { races } = await saveChampionship(api, cookie, id, { ...RULES, races: [race(), race({ name: 'Relay' })] });
    const path = `${championshipPath(id)}/races/${races[0]?._id}`;
    const res = await api.call('DELETE', path, { cookie });
    expect(res.status).toBe(200);
    expect((await jsonOf<{ championship: Championship }>(res)).championship.races.map((item) => item.name)).toEqual(['Relay']);
    await expectRejected(api, { method: 'DELETE', path, cookie }, 404, championshipMessages.unknownRaceId);
  });
});
