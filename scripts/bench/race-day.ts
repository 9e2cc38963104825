/**
 * Race day's part of `npm run bench -- --championship`: every race's format set from a template in
 * one request, the bibs numbered, then one race of 400 entrants (`--short`: 200) run in heats of
 * about 57: the first round seeded, a 60-line FinishLynx `.lif` imported into its first heat, the
 * other heats typed in and made official, the qualifiers proposed and confirmed (seeding the
 * semi-finals), and the public rounds read. Prints each step's time; asserts nothing about them.
 */
import { entries } from '#shared/collections/championships.ts';
import { inParallel } from '#shared/store/index.ts';
import { today } from '#domain/common/dates.ts';
import { seconds, type InProcessSite } from './in-process-site.ts';

const BIG_HEATS = 7;

const call = async (site: InProcessSite, label: string, method: string, path: string, cookie: string, body?: unknown): Promise<unknown> => {
  const started = performance.now();
  const res = await site.call(method, path, { cookie, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${label}: ${res.status} ${text.slice(0, 300)}`);
  console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms, ${(Buffer.byteLength(text) / 1024).toFixed(0)} KB`);
  return text.startsWith('{') || text.startsWith('[') ? (JSON.parse(text) as unknown) : text;
};

interface Heat {
  number: number;
  starts: { entryId: string; position: number; bib?: number }[];
}

export const benchRaceDay = async (
  site: InProcessSite,
  cookie: string,
  eventId: string,
  raceIds: readonly string[],
  skaters: readonly { skaterId: string; registrationNo: string }[],
  short: boolean,
): Promise<void> => {
  await call(site, `formats of ${raceIds.length} races from a template (one request)`, 'PUT', `/api/events/${eventId}/race-day`, cookie, {
    raceIds,
    template: 'one-lap-heats',
  });

  // A big open race of its own championship: its entries written straight to the store (no age
  // category or gender holds 400 skaters), as the skaters were.
  const count = Math.min(short ? 200 : 400, skaters.length);
  const event = (await call(site, 'event for the open race', 'POST', '/api/events', cookie, {
    title: 'Open Sprint Day',
    // Today: its heats can be made official.
    date: today(),
    location: 'District Sports Complex',
    description: '',
  })) as { _id: string };
  const big = (await call(site, 'open race', 'PUT', `/api/events/${event._id}/championship`, cookie, {
    entriesClose: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    maxRacesPerSkater: 1,
    selectPerRace: 3,
    races: [{ name: 'Open 500 m', discipline: 'Speed Inline', ageCategory: 'Senior', gender: 'Open' }],
  })) as { championship: { races: { _id: string }[] } };
  const raceId = big.championship.races[0]?._id ?? '';
  const now = new Date().toISOString();
  let started = performance.now();
  await inParallel(
    skaters.slice(0, count).map((skater, index) => ({ skater, index })),
    16,
    ({ skater, index }) =>
      entries().insert({
        _id: `b${String(index).padStart(5, '0')}${skater.skaterId.slice(0, 18)}`,
        eventId: event._id,
        skaterId: skater.skaterId,
        registrationNo: skater.registrationNo,
        name: `Sprinter ${String(index).padStart(3, '0')}`,
        club: `Club ${index % 12}`,
        raceIds: [raceId],
        status: 'entered',
        createdAt: now,
        updatedAt: now,
      }),
  );
  console.log(`${count} entries of the open race written in ${seconds(started)} s`);
  const race = `/api/events/${event._id}/race-day/${raceId}`;
  await call(site, 'open race format', 'PUT', `/api/events/${event._id}/race-day`, cookie, {
    raceIds: [raceId],
    setup: {
      distance: 500,
      surface: 'track',
      format: 'heats',
      seeding: 'personal-best',
      lanes: 'fastest-inside',
      rounds: [
        { kind: 'heats', heats: BIG_HEATS, byPlace: 4, byTime: 4 },
        { kind: 'semi-final', heats: 2, byPlace: 4, byTime: 0 },
        { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
      ],
    },
  });
  await call(site, 'bibs numbered', 'POST', `/api/events/${event._id}/bibs`, cookie, { mode: 'sequence' });
  await call(site, `first round seeded: ${count} entrants into ${BIG_HEATS} heats`, 'POST', `${race}/rounds/1/seed`, cookie, {
    seed: 2027,
  });
  const { rounds } = (await call(site, 'the race whole (admin)', 'GET', race, cookie)) as { rounds: { heats?: Heat[] }[] };
  const heats = rounds[0]?.heats ?? [];
  const [first, ...rest] = heats;
  if (!first) throw new Error('no heat seeded');
  // FinishLynx's file of heat 1: the header, a line per starter, and the rest of 60 lines unknown bibs.
  const lines = [
    '1,1,1,Open 500 m Heats',
    ...first.starts.map((start, index) => `${index + 1},${start.bib},${start.position},Last,First,Club,${(44 + index * 0.137).toFixed(3)}`),
  ];
  for (let bib = 9000; lines.length < 60; bib += 1) lines.push(`${lines.length},${bib},0,Unknown,Skater,Club,59.999`);
  // The only race of its championship set up: event number 1.
  await call(site, `.lif of ${lines.length} lines imported into heat 1`, 'POST', `${race}/rounds/1/heats/1/import`, cookie, {
    format: 'lif',
    file: lines.join('\r\n'),
  });
  started = performance.now();
  await inParallel(rest, 4, async (heat) => {
    const rows = heat.starts.map((start, index) => ({
      entryId: start.entryId,
      place: index + 1,
      time: `${44 + index * 0.11 + heat.number * 0.013}`.slice(0, 6),
    }));
    const res = await site.call('PUT', `${race}/rounds/1/heats/${heat.number}`, { cookie, body: { rows } });
    if (!res.ok) throw new Error(`heat ${heat.number}: ${res.status} ${await res.text()}`);
  });
  console.log(`${rest.length} heats typed in: ${seconds(started)} s`);
  started = performance.now();
  for (const heat of heats) {
    const res = await site.call('PATCH', `${race}/rounds/1/heats/${heat.number}`, { cookie, body: { status: 'official' } });
    if (!res.ok) throw new Error(`official ${heat.number}: ${res.status} ${await res.text()}`);
  }
  console.log(`${heats.length} heats made official: ${seconds(started)} s`);
  await call(site, 'qualifiers proposed', 'GET', `${race}/rounds/1/qualifiers`, cookie);
  await call(site, 'qualifiers confirmed, semi-finals seeded', 'POST', `${race}/rounds/1/qualifiers`, cookie, {});
  await call(site, 'public rounds of the open race', 'GET', `/api/events/${event._id}/rounds`, '');
  await call(site, 'FinishLynx lynx.evt', 'GET', `/api/events/${event._id}/finishlynx/lynx.evt`, cookie);
  await call(site, 'heat sheets PDF of round 1', 'GET', `${race}/heat-sheets?round=1`, cookie);
};
