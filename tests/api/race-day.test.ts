/**
 * Race day over the real store: formats from a template or a setup (refused once seeded), bibs,
 * a first round seeded into heats, heat results with their own version (a repeat changes nothing,
 * a stale one is refused), the qualifiers proposed once every heat is official (DNS never through),
 * confirmed into the final, a correction that changes who went through only once confirmed, and
 * the final's places as the race's result (medal table).
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Race } from '../../src/domain/championships/championship.schema.ts';
import { raceDayTexts } from '../../src/domain/race-day/race-day-texts.ts';
import { raceDayRoutes } from '#domain/race-day/race-day.routes.ts';
import { approvedSkaters, enteredChampionship, race, type ApprovedSkater } from './support/championship.ts';
import { expectRejected, UNKNOWN_ID } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { readPdf } from '../support/pdf.ts';

let api: Api;
let cookie: string;
let eventId: string;
let sprint: Race;
let other: Race;
const skaters: ApprovedSkater[] = [];
let entryIds: string[] = [];
const NAMES = ['Anya', 'Bina', 'Chaya', 'Dia', 'Esha', 'Fara', 'Gita', 'Hema', 'Isha', 'Jaya'].map((first) => `${first} Racer`);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T10:00:00Z'));
  api = await startApi();
  cookie = await api.login();
  skaters.push(
    ...(await approvedSkaters(
      api,
      cookie,
      NAMES.map((name, index) => ({ name, representativeClub: index % 2 ? 'Bayside Rollers' : 'Aurora Skaters' })),
    )),
  );
  const entered = await enteredChampionship(api, cookie, {
    rules: {
      entriesClose: '2026-06-20T00:00:00Z',
      maxRacesPerSkater: 2,
      selectPerRace: 2,
      races: [race({ name: '1000 m SJ girls' }), race({ name: '5000 m points SJ girls' })],
    },
    skaters,
  });
  eventId = entered.eventId;
  [sprint, other] = entered.races as [Race, Race];
  entryIds = entered.entryIds;
});
afterAll(async () => {
  vi.useRealTimers();
  await api.stop();
});

const base = () => `/api/events/${eventId}/race-day`;
const heatPath = (round: number, heat: number) => `${base()}/${sprint._id}/rounds/${round}/heats/${heat}`;

const HEATS_TO_FINAL = {
  distance: 1000,
  surface: 'track',
  format: 'heats',
  seeding: 'personal-best',
  lanes: 'fastest-inside',
  rounds: [
    { kind: 'heats', heats: 2, byPlace: 1, byTime: 2 },
    { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
  ],
};

interface AdminHeat {
  number: number;
  version: number;
  status?: string;
  starts: { entryId: string; position: number; bib?: number; name: string }[];
  rows: { entryId: string; place?: number }[];
}
interface AdminRace {
  eventNumber: number;
  rounds: { number: number; kind: string; seed?: number; heats?: AdminHeat[]; qualifiers?: { entryId: string; mark: string }[] }[];
}
/** An answer is what its route declares, and the declaration says something: an empty object is not one. */
const expectDeclared = (route: 'grid' | 'templates' | 'rounds' | 'race' | 'seed', answer: unknown) => {
  const schema = raceDayRoutes[route].answers[200].schema;
  expect(schema.safeParse({}).success, `${route}: its answer's schema accepts anything`).toBe(false);
  const checked = schema.safeParse(answer);
  expect(checked.success, `${route}: ${JSON.stringify(checked.error?.issues)}`).toBe(true);
};

const readRace = async (raceId = sprint._id) => jsonOf<AdminRace>(await api.call('GET', `${base()}/${raceId}`, { cookie }));

describe('formats', () => {
  test('a setup for one race, a template for another; refusals store nothing', async () => {
    await expectRejected(
      api,
      {
        method: 'PUT',
        path: base(),
        cookie,
        body: { raceIds: [sprint._id], setup: { ...HEATS_TO_FINAL, rounds: [HEATS_TO_FINAL.rounds[0]] } },
      },
      400,
      'A race in heats ends with final A.',
    );
    await expectRejected(
      api,
      { method: 'PUT', path: base(), cookie, body: { raceIds: [sprint._id], template: 'nope' } },
      400,
      raceDayTexts.unknownTemplate,
    );
    const first = await api.call('PUT', base(), { cookie, body: { raceIds: [sprint._id], setup: HEATS_TO_FINAL } });
    expect(first.status, await first.clone().text()).toBe(200);
    const second = await api.call('PUT', base(), { cookie, body: { raceIds: [other._id], template: '5000-m-points' } });
    expect(second.status).toBe(200);
    expect((await readRace()).eventNumber).toBe(1);
    expect((await readRace(other._id)).eventNumber).toBe(2);
    // Set again: the event number stays.
    await api.call('PUT', base(), { cookie, body: { raceIds: [sprint._id], setup: HEATS_TO_FINAL } });
    expect((await readRace()).eventNumber).toBe(1);
    const grid = await jsonOf<{ races: { _id: string; raceDay?: { format: string } }[] }>(await api.call('GET', base(), { cookie }));
    expect(grid.races.map((item) => item.raceDay?.format)).toEqual(['heats', 'points']);
  });
});

describe('bibs and seeding', () => {
  test('bibs are numbered once, in name order', async () => {
    const res = await api.call('POST', `/api/events/${eventId}/bibs`, { cookie, body: { mode: 'sequence' } });
    const { bibs } = await jsonOf<{ bibs: Record<string, number> }>(res);
    expect(entryIds.map((id) => bibs[id])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const again = await jsonOf<{ message: string; bibs: Record<string, number> }>(
      await api.call('POST', `/api/events/${eventId}/bibs`, { cookie, body: { mode: 'sequence' } }),
    );
    expect(again.bibs).toEqual(bibs);
    expect(again.message).toBe(raceDayTexts.bibsNumbered(0));
  });

  test('the first round: two heats of five, start positions 1–5; the same seed draws the same; the format is then fixed', async () => {
    const seeded = await api.call('POST', `${base()}/${sprint._id}/rounds/1/seed`, { cookie, body: { seed: 4242 } });
    expect(seeded.status, await seeded.clone().text()).toBe(200);
    expectDeclared('seed', await seeded.clone().json());
    const day = await readRace();
    const heats = day.rounds[0]?.heats ?? [];
    expect(day.rounds[0]?.seed).toBe(4242);
    expect(heats.map((heat) => heat.starts.length)).toEqual([5, 5]);
    for (const heat of heats) expect(heat.starts.map((start) => start.position)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(heats.flatMap((heat) => heat.starts.map((start) => start.entryId)))).toEqual(new Set(entryIds));
    expect(heats[0]?.starts[0]?.bib).toBeGreaterThan(0);
    await api.call('POST', `${base()}/${sprint._id}/rounds/1/seed`, { cookie, body: { seed: 4242 } });
    expect((await readRace()).rounds[0]?.heats).toEqual(heats);
    await expectRejected(
      api,
      { method: 'PUT', path: base(), cookie, body: { raceIds: [sprint._id], setup: HEATS_TO_FINAL } },
      400,
      raceDayTexts.alreadySeeded(sprint.name),
    );
    await expectRejected(
      api,
      { method: 'POST', path: `${base()}/${sprint._id}/rounds/2/seed`, cookie, body: {} },
      409,
      raceDayTexts.seedFirstOnly,
    );
  });

  test('the public rounds show the start lists with bibs, names and clubs only, and no results', async () => {
    const res = await api.call('GET', `/api/events/${eventId}/rounds`);
    const text = await res.text();
    for (const skater of skaters) expect(text).not.toContain(skater.registrationNo);
    for (const id of entryIds) expect(text).not.toContain(id);
    const body = JSON.parse(text) as {
      races: {
        name: string;
        rounds: { name: string; heats: { starts: { position: number; bib: number; name: string }[]; results?: unknown }[] }[];
      }[];
    };
    expect(body.races.map((item) => item.name)).toEqual([sprint.name]);
    expect(body.races[0]?.rounds[0]?.name).toBe('Heats');
    expect(body.races[0]?.rounds[0]?.heats[0]?.starts[0]).toMatchObject({ position: 1, bib: expect.any(Number), name: expect.any(String) });
    expect(body.races[0]?.rounds[0]?.heats[0]?.results).toBeUndefined();
  });
});

/** Results for a heat: its starters in start order placed 1, 2, … at 50.00 + place + `offset` seconds; the last DNS when `dns`. */
const resultsFor = (heat: AdminHeat, offset: number, dns = false) =>
  heat.starts.map((start, index) =>
    dns && index === heat.starts.length - 1
      ? { entryId: start.entryId, outcome: 'DNS' }
      : { entryId: start.entryId, place: index + 1, time: (50 + index + offset).toFixed(2) },
  );

describe('heat results and qualifiers', () => {
  test('a heat\u2019s results: its own version, a repeat changes nothing, a stale version and an outsider are refused', async () => {
    // Race day: the session of a month ago has expired.
    vi.setSystemTime(new Date('2026-06-28T09:00:00Z'));
    cookie = await api.login();
    const [one, two] = (await readRace()).rounds[0]?.heats ?? [];
    const rows = resultsFor(one!, 0, true);
    const saved = await api.call('PUT', heatPath(1, 1), { cookie, body: { rows } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(saved.headers.get('etag')).toBe('"h1"');
    expect((await jsonOf<{ heat: { status: string } }>(saved)).heat.status).toBe('provisional');
    const repeat = await api.call('PUT', heatPath(1, 1), { cookie, body: { rows }, headers: { 'If-Match': '"h1"' } });
    expect(repeat.headers.get('etag')).toBe('"h1"');
    expect(await jsonOf(repeat)).toMatchObject({ changed: false, message: raceDayTexts.unchanged });
    await expectRejected(
      api,
      { method: 'PUT', path: heatPath(1, 1), cookie, body: { rows: rows.slice(1) }, headers: { 'If-Match': '"h0"' } },
      409,
      raceDayTexts.staleHeat,
    );
    await expectRejected(
      api,
      { method: 'PUT', path: heatPath(1, 1), cookie, body: { rows: [...rows, { entryId: two!.starts[0]!.entryId, place: 6 }] } },
      400,
      raceDayTexts.notInHeat(6),
    );
    await expectRejected(
      api,
      { method: 'PUT', path: heatPath(1, 1), cookie, body: { rows: [{ entryId: rows[0]!.entryId, place: 1, time: 'fast' }] } },
      400,
      /^Row 1: This time cannot be read/,
    );
    const secondHeat = await api.call('PUT', heatPath(1, 2), { cookie, body: { rows: resultsFor(two!, 0.5) } });
    expect(secondHeat.status).toBe(200);
  });

  test('qualifiers are proposed only once every heat is official; a DNS never goes through', async () => {
    const proposalPath = `${base()}/${sprint._id}/rounds/1/qualifiers`;
    await expectRejected(api, { method: 'GET', path: proposalPath, cookie }, 409, raceDayTexts.notAllOfficial([1, 2]));
    for (const heat of [1, 2]) {
      const marked = await api.call('PATCH', heatPath(1, heat), { cookie, body: { status: 'official' } });
      expect(marked.status, await marked.clone().text()).toBe(200);
    }
    const [one, two] = (await readRace()).rounds[0]?.heats ?? [];
    const proposal = await jsonOf<{ qualifiers: { entryId: string; mark: string; reason: string }[]; ties: unknown[] }>(
      await api.call('GET', proposalPath, { cookie }),
    );
    // Heat 1: 50.00, 51.00, 52.00, 53.00, DNS. Heat 2: 50.50, 51.50 …: the winners, then 51.00 and 51.50.
    expect(proposal.qualifiers.map((q) => [q.entryId, q.mark, q.reason])).toEqual([
      [one!.starts[0]!.entryId, 'Q', '1st in heat 1'],
      [two!.starts[0]!.entryId, 'Q', '1st in heat 2'],
      [one!.starts[1]!.entryId, 'q', '1st best time, 51.00'],
      [two!.starts[1]!.entryId, 'q', '2nd best time, 51.50'],
    ]);
    expect(proposal.qualifiers.map((q) => q.entryId)).not.toContain(one!.starts[4]!.entryId);
    const confirmed = await api.call('POST', proposalPath, { cookie, body: {} });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const final = (await readRace()).rounds[1]?.heats?.[0];
    expect(final?.starts.map((start) => start.entryId)).toEqual(proposal.qualifiers.map((q) => q.entryId));
    await expectRejected(
      api,
      { method: 'PATCH', path: heatPath(1, 1), cookie, body: { status: 'provisional' } },
      409,
      raceDayTexts.backAfterConfirm,
    );
  });

  test('a correction that changes who went through: 409 naming the change, applied only when confirmed, the final seeded again', async () => {
    const [one] = (await readRace()).rounds[0]?.heats ?? [];
    // The third of heat 1 was really 50.90: faster than heat 2's second (51.50).
    const corrected = resultsFor(one!, 0, true).map((row, index) => (index === 2 ? { ...row, time: '50.90' } : row));
    const third = one!.starts[2]!;
    const refused = await expectRejected(
      api,
      { method: 'PUT', path: heatPath(1, 1), cookie, body: { rows: corrected, reason: 'Photo finish read again' } },
      409,
      raceDayTexts.correctionChanges('final-a'),
    );
    expect(refused.errors).toContain(raceDayTexts.wouldGoThrough(third.name));
    await expectRejected(api, { method: 'PUT', path: heatPath(1, 1), cookie, body: { rows: corrected } }, 409, raceDayTexts.reasonNeeded);
    const applied = await api.call('PUT', heatPath(1, 1), {
      cookie,
      body: { rows: corrected, reason: 'Photo finish read again', confirm: true },
    });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const day = await readRace();
    expect(day.rounds[1]?.heats?.[0]?.starts.map((start) => start.entryId)).toContain(third.entryId);
    expect(day.rounds[0]?.qualifiers?.find((q) => q.entryId === third.entryId)?.mark).toBe('q');
  });

  test('the final\u2019s places are the race\u2019s result: provisional, then official with the medal table', async () => {
    const final = (await readRace()).rounds[1]?.heats?.[0];
    const rows = [...(final?.starts ?? [])]
      .reverse()
      .map((start, index) => ({ entryId: start.entryId, place: index + 1, time: (60 + index).toFixed(2) }));
    expect((await api.call('PUT', heatPath(2, 1), { cookie, body: { rows } })).status).toBe(200);
    type Results = {
      races: { _id: string; status?: string; results: { position?: number; name: string }[] }[];
      medals: { gold: number }[];
    };
    let results = await jsonOf<Results>(await api.call('GET', `/api/events/${eventId}/results`));
    expect(results.races.find((item) => item._id === sprint._id)?.status).toBe('provisional');
    expect((await api.call('PATCH', heatPath(2, 1), { cookie, body: { status: 'official' } })).status).toBe(200);
    results = await jsonOf<Results>(await api.call('GET', `/api/events/${eventId}/results`));
    const published = results.races.find((item) => item._id === sprint._id);
    expect(published?.status).toBe('official');
    expect(published?.results.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect(published?.results[0]?.name).toBe(final?.starts.at(-1)?.name);
    expect(results.medals.reduce((sum, club) => sum + club.gold, 0)).toBe(1);
    const pub = await jsonOf<{ races: { rounds: { heats: { results?: { qualified?: string }[] }[] }[] }[] }>(
      await api.call('GET', `/api/events/${eventId}/rounds`),
    );
    const marks = pub.races[0]?.rounds[0]?.heats.flatMap((heat) => heat.results ?? []).map((row) => row.qualified ?? '');
    expect(marks?.filter((mark) => mark === 'Q')).toHaveLength(2);
    expect(marks?.filter((mark) => mark === 'q')).toHaveLength(2);
  });
});

describe('a correction to the official final', () => {
  test('needs its reason, and the race\u2019s results read as corrected with the new order', async () => {
    const final = (await readRace()).rounds[1]?.heats?.[0];
    const starts = final?.starts ?? [];
    const rows = starts.map((start, index) => ({ entryId: start.entryId, place: index + 1, time: (60 + index).toFixed(2) }));
    await expectRejected(api, { method: 'PUT', path: heatPath(2, 1), cookie, body: { rows } }, 409, raceDayTexts.reasonNeeded);
    const corrected = await api.call('PUT', heatPath(2, 1), { cookie, body: { rows, reason: 'Finish order read again' } });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    const results = await jsonOf<{ races: { _id: string; status?: string; results: { name: string }[] }[] }>(
      await api.call('GET', `/api/events/${eventId}/results`),
    );
    const published = results.races.find((item) => item._id === sprint._id);
    expect(published?.status).toBe('corrected');
    expect(published?.results[0]?.name).toBe(starts[0]?.name);
  });
});

describe('the results route of a race run on race day', () => {
  test('refuses to type over the final\u2019s results (409 naming why) and stores nothing; so does marking them official', async () => {
    const path = `/api/events/${eventId}/results/${sprint._id}`;
    const before = await (await api.call('GET', `/api/events/${eventId}/results`)).text();
    const rows = entryIds.slice(0, 2).map((entryId, index) => ({ entryId, position: index + 1 }));
    await expectRejected(
      api,
      { method: 'PUT', path, cookie, body: { rows, reason: 'Typed over' } },
      409,
      raceDayTexts.resultsFromRaceDay(sprint.name),
    );
    expect(await (await api.call('GET', `/api/events/${eventId}/results`)).text()).toBe(before);
    // A race set up for race day but not yet seeded: its results will come from its final too.
    await expectRejected(
      api,
      { method: 'PUT', path: `/api/events/${eventId}/results/${other._id}`, cookie, body: { rows } },
      409,
      raceDayTexts.resultsFromRaceDay(other.name),
    );
    await expectRejected(
      api,
      { method: 'PATCH', path: `/api/events/${eventId}/results/${other._id}`, cookie, body: { status: 'official' } },
      409,
      raceDayTexts.resultsFromRaceDay(other.name),
    );
  });
});

describe('the timing system\u2019s files', () => {
  const lynx = async (file: string) => {
    const res = await api.call('GET', `/api/events/${eventId}/finishlynx/${file}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return (await res.text()).split('\r\n').filter((line) => line !== '');
  };
  const otherHeat = () => `${base()}/${other._id}/rounds/1/heats/1`;
  let bibs: Record<string, number> = {};

  test('lynx.ppl, lynx.evt and lynx.sch, parsed back: bibs, event/round/heat numbers and lanes as seeded', async () => {
    expect((await api.call('POST', `${base()}/${other._id}/rounds/1/seed`, { cookie, body: { seed: 99 } })).status).toBe(200);
    bibs = (
      await jsonOf<{ bibs: Record<string, number> }>(
        await api.call('POST', `/api/events/${eventId}/bibs`, { cookie, body: { mode: 'sequence' } }),
      )
    ).bibs;
    const people = await lynx('lynx.ppl');
    expect(people).toHaveLength(10);
    expect(people[0]).toBe(`1,Racer,Anya,${skaters.length ? 'Aurora Skaters' : ''}`);
    const events = await lynx('lynx.evt');
    const heats: { key: string; starts: string[] }[] = [];
    for (const line of events) {
      if (line.startsWith(',')) heats.at(-1)?.starts.push(line);
      else heats.push({ key: line.split(',').slice(0, 3).join(','), starts: [] });
    }
    expect(heats.map((heat) => heat.key)).toEqual(['1,1,1', '1,1,2', '1,2,1', '2,1,1']);
    const sprintDay = await readRace();
    const firstHeat = sprintDay.rounds[0]?.heats?.[0];
    expect(heats[0]?.starts).toEqual(firstHeat?.starts.map((start) => `,${bibs[start.entryId]},${start.position}`));
    expect(heats[3]?.starts).toHaveLength(10);
    expect(await lynx('lynx.sch')).toEqual(['1,1,1', '1,1,2', '1,2,1', '2,1,1']);
    // Exported again: the same numbers.
    expect(await lynx('lynx.evt')).toEqual(events);
    expect((await api.call('GET', `/api/events/${eventId}/finishlynx/lynx.exe`, { cookie })).status).toBe(404);
    expect((await api.call('GET', `/api/events/${eventId}/finishlynx/lynx.ppl`)).status).toBe(401);
  });

  test('a .lif: every skater of the heat imported as provisional, the unknown and malformed lines listed, a repeat changes nothing', async () => {
    const day = await readRace(other._id);
    const starts = day.rounds[0]?.heats?.[0]?.starts ?? [];
    const lines = [
      '2,1,1,5000 m points',
      ...starts.map(
        (start, index) =>
          `${index === 9 ? 'DNF' : index + 1},${bibs[start.entryId]},${start.position},Last,First,Club,${index === 9 ? '' : (600 + index * 0.251).toFixed(3)}`,
      ),
      '11,99,11,Nobody,Known,Club,640.000',
      'this line is broken',
    ];
    const file = lines.join('\r\n');
    await expectRejected(
      api,
      { method: 'POST', path: `${otherHeat()}/import`, cookie, body: { format: 'lif', file: file.replace('2,1,1,', '2,1,2,') } },
      400,
      /^this file is for event 2, round 1, heat 2/,
    );
    const res = await api.call('POST', `${otherHeat()}/import`, { cookie, body: { format: 'lif', file } });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await jsonOf<{
      imported: number;
      changed: boolean;
      heat: { status: string; version: number; rows: { place?: number; time?: string; outcome?: string }[] };
      unmatched: { line: number; reason: string }[];
    }>(res);
    expect(body.imported).toBe(10);
    expect(body.heat.status).toBe('provisional');
    expect(body.heat.rows[1]).toMatchObject({ place: 2, time: '10:00.251' });
    expect(body.heat.rows[9]).toMatchObject({ outcome: 'DNF' });
    expect(body.unmatched).toEqual([
      { line: 12, text: '11,99,11,Nobody,Known,Club,640.000', reason: 'bib 99 is not in this heat' },
      { line: 13, text: 'this line is broken', reason: 'fewer fields than place, id, lane, last name, first name, club, time' },
    ]);
    const again = await jsonOf<{ changed: boolean; heat: { version: number } }>(
      await api.call('POST', `${otherHeat()}/import`, { cookie, body: { format: 'lif', file } }),
    );
    expect(again).toMatchObject({ changed: false, heat: { version: body.heat.version } });
    await expectRejected(
      api,
      { method: 'POST', path: `${otherHeat()}/import`, cookie, body: { format: 'lif', file: '2,1,1,x\n1,99,1,A,B,C,50.0' } },
      400,
      raceDayTexts.nothingImported,
    );
  });

  test('a chip file: tags to bibs, double reads ignored, the clock offset applied; unknown tags listed', async () => {
    const day = await readRace(other._id);
    const starts = day.rounds[0]?.heats?.[0]?.starts ?? [];
    const tags = starts.map((start, index) => `C${index},${bibs[start.entryId]}`).join('\n');
    const reads = starts.flatMap((_start, index) => [
      `C${index},${100 + index}.000`,
      `C${index},${100 + index}.400`,
      `C${index},${700 - index}.500`,
    ]);
    const file = [...reads, 'C99,650.000'].join('\n');
    const res = await api.call('POST', `${otherHeat()}/import`, {
      cookie,
      body: { format: 'chip', file, tags, minLapSeconds: 30, offsetSeconds: -100 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await jsonOf<{
      heat: { rows: { entryId: string; place?: number; time?: string }[] };
      unmatched: { line: number; reason: string }[];
    }>(res);
    // The last of the ten read first (599.500 after the offset); double reads (line 2, 5 …) listed.
    expect(body.heat.rows[0]).toMatchObject({ entryId: starts[9]?.entryId, place: 1, time: '9:51.500' });
    expect(body.unmatched.filter((line) => line.reason.startsWith('a second read'))).toHaveLength(10);
    expect(body.unmatched.at(-1)).toEqual({ line: 31, text: 'C99,650.000', reason: 'tag C99 is not on the tag list' });
    await expectRejected(
      api,
      { method: 'POST', path: `${otherHeat()}/import`, cookie, body: { format: 'chip', file } },
      400,
      'A chip file needs its tag list (tag, bib lines)',
    );
  });
});

describe('heat sheets', () => {
  test('an A4 PDF, one page per heat, parsed back: race, round, heat, start positions, bibs and names in order', async () => {
    const res = await api.call('GET', `${base()}/${sprint._id}/heat-sheets?round=1`, { cookie });
    expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = await readPdf(new Uint8Array(await res.arrayBuffer()));
    const day = await readRace();
    const heats = day.rounds[0]?.heats ?? [];
    expect(pdf.pages).toBe(heats.length);
    expect(pdf.sizes[0]).toEqual([0, 0, 595, 842]);
    heats.forEach((heat, index) => {
      const text = pdf.text[index] ?? '';
      expect(text).toContain(sprint.name);
      expect(text).toContain(`Heats, heat ${heat.number} of ${heats.length}`);
      expect(text).toContain('28 June 2026');
      expect(text).toMatch(/Pos\s+Bib\s+Name\s+Club\s+Time\s+Place/);
      const positions = heat.starts.map((start) => text.indexOf(`${start.position} ${start.bib} ${start.name}`));
      expect(
        positions.every((at) => at >= 0),
        text,
      ).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    });
    const all = await readPdf(
      new Uint8Array(await (await api.call('GET', `${base()}/${sprint._id}/heat-sheets`, { cookie })).arrayBuffer()),
    );
    expect(all.pages).toBe(heats.length + 1);
    expect(all.text.at(-1)).toContain('Final A, heat 1 of 1');
    expect((await api.call('GET', `${base()}/${sprint._id}/heat-sheets?round=x`, { cookie })).status).toBe(400);
  });
});

describe('the public rounds of one race', () => {
  test('?race= answers that race only; an unknown race none; a malformed one is refused', async () => {
    type Rounds = { races: { _id: string }[] };
    const all = await jsonOf<Rounds>(await api.call('GET', `/api/events/${eventId}/rounds`));
    expect(all.races.map((item) => item._id)).toEqual([sprint._id, other._id]);
    const one = await api.call('GET', `/api/events/${eventId}/rounds?race=${other._id}`);
    expect(one.status).toBe(200);
    const text = await one.text();
    expect((JSON.parse(text) as Rounds).races.map((item) => item._id)).toEqual([other._id]);
    expect(text).not.toContain(sprint.name);
    expect((await jsonOf<Rounds>(await api.call('GET', `/api/events/${eventId}/rounds?race=${UNKNOWN_ID}`))).races).toEqual([]);
    await expectRejected(api, { method: 'GET', path: `/api/events/${eventId}/rounds?race=not%20an%20id` }, 400, 'Invalid id');
  });
});

describe('the answers are what the routes declare', () => {
  test('the grid, the templates, one race whole and the public rounds (all and one) match their schemas', async () => {
    expectDeclared('grid', await jsonOf(await api.call('GET', base(), { cookie })));
    expectDeclared('templates', await jsonOf(await api.call('GET', '/api/race-templates', { cookie })));
    expectDeclared('race', await jsonOf(await api.call('GET', `${base()}/${sprint._id}`, { cookie })));
    expectDeclared('race', await jsonOf(await api.call('GET', `${base()}/${other._id}`, { cookie })));
    expectDeclared('rounds', await jsonOf(await api.call('GET', `/api/events/${eventId}/rounds`)));
    expectDeclared('rounds', await jsonOf(await api.call('GET', `/api/events/${eventId}/rounds?race=${other._id}`)));
  });
});
