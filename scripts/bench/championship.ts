/**
 * `npm run bench -- --championship`: a district championship at full size, timed through the real
 * routes. On a throwaway store, 2,000 approved skaters (`--short`: 200) are written straight to
 * the registry. Then the race builder makes 300 races (5 distances × 5 disciplines × 6 age
 * categories × 2 genders; `--short`: 1 distance, 60 races), every skater is entered by the public
 * form in 3 races of their own discipline, age category and gender (8 visitors at a time, each
 * from their own address), the start lists are read, every race's results are saved, and the
 * results, the district team, a profile's results and the CSV exports are read; before the
 * results, a club's coach enters 200 of the club's skaters in 3 races each from the club desk
 * (club-batch.ts: the check and the confirm, each timed); then race day (./race-day.ts):
 * formats, bibs, heats, a .lif import and qualifiers. Prints the times
 * (whole step, median and 95th percentile per request) and answer sizes; asserts nothing about
 * them, and stops at the first request that is not answered with success.
 */
import { claimRegistrationNo } from '#shared/registry/review.ts';
import { skaters } from '#shared/collections/registry.ts';
import { inParallel } from '#shared/store/index.ts';
import { EVENT_CATEGORIES, currentSeason } from '#config/rules.ts';
import { AGE_CATEGORIES, ageCategory, referenceDate, type AgeCategory } from '#domain/registry/age-category.ts';
import type { Race } from '#domain/championships/championship.schema.ts';
import { HONEYPOT_FIELD } from '#domain/common/fields.ts';
import { seconds, withInProcessSite, type InProcessSite } from './in-process-site.ts';
import { benchRaceDay } from './race-day.ts';
import { benchSkater } from './scale-data.ts';
import { runClubBatch } from './club-batch.ts';

const DISTANCES = ['300 m', '500 m', '1000 m', '1500 m', '3000 m'];
const DISCIPLINES = EVENT_CATEGORIES.slice(0, 5);
const AGES = AGE_CATEGORIES.filter((category) => category !== 'Not Categorized');
const GENDERS = ['Female', 'Male'] as const;
const RACES_PER_SKATER = 3;
const CONCURRENCY = 8;

const groupKey = (discipline: string, age: string, gender: string) => `${discipline}|${age}|${gender}`;

/** A date of birth in each age category on the season's reference date (a skater born mid-year). */
const birthDates = (): Map<AgeCategory, string> => {
  const on = referenceDate();
  const found = new Map<AgeCategory, string>();
  for (let age = 4; age <= 40; age += 1) {
    const dob = `${on.getUTCFullYear() - age - 1}-07-01`;
    const category = ageCategory(dob, on);
    if (!found.has(category)) found.set(category, dob);
  }
  return found;
};

const sizeOf = (bytes: number) =>
  bytes < 1024 ? `${bytes} bytes` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs `requests` `CONCURRENCY` at a time; prints the step's time and the requests' median and 95th percentile. */
const timed = async <T, R>(label: string, items: readonly T[], request: (item: T) => Promise<R>): Promise<R[]> => {
  const started = performance.now();
  const times: number[] = [];
  const answers = await inParallel(items, CONCURRENCY, async (item) => {
    const at = performance.now();
    const answer = await request(item);
    times.push(performance.now() - at);
    return answer;
  });
  times.sort((a, b) => a - b);
  const percentile = (share: number) => (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(0);
  console.log(
    `${label}: ${items.length} requests in ${seconds(started)} s (median ${percentile(0.5)} ms, 95th percentile ${percentile(0.95)} ms)`,
  );
  return answers;
};

/** One read, timed, with the size of its answer; throws on anything but success. */
const read = async (site: InProcessSite, label: string, path: string, cookie = ''): Promise<string> => {
  const started = performance.now();
  const res = await site.call('GET', path, { cookie });
  const body = await res.text();
  if (!res.ok) throw new Error(`${label}: ${res.status} ${body.slice(0, 200)}`);
  console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms, ${sizeOf(Buffer.byteLength(body))}`);
  return body;
};

const succeeded = async (res: Response, what: string): Promise<unknown> => {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${body.slice(0, 200)}`);
  return JSON.parse(body) as unknown;
};

interface Entrant {
  skaterId: string;
  registrationNo: string;
  dob: string;
  group: string;
  index: number;
}

/** Approved skaters of the season spread evenly over the groups, with their registration numbers claimed. */
const seedSkaters = async (count: number): Promise<Entrant[]> => {
  const dobs = birthDates();
  const groups = DISCIPLINES.flatMap((discipline) => AGES.flatMap((age) => GENDERS.map((gender) => ({ discipline, age, gender }))));
  const year = currentSeason();
  return inParallel(
    Array.from({ length: count }, (_, index) => index),
    16,
    async (index) => {
      const { discipline, age, gender } = groups[index % groups.length] as (typeof groups)[number];
      const dob = dobs.get(age) ?? '';
      const skater = benchSkater(index, {}, { eventCategory: discipline, gender, dob });
      const registrationNo = await claimRegistrationNo(skater._id, year);
      await skaters().insert({ ...skater, registrationNo, approvedAt: skater.createdAt });
      return { skaterId: skater._id, registrationNo, dob, group: groupKey(discipline, age, gender), index };
    },
  );
};

export const runChampionship = async (short: boolean): Promise<void> => {
  const skaterCount = short ? 200 : 2000;
  const distances = short ? DISTANCES.slice(0, 1) : DISTANCES;
  await withInProcessSite('championship', async (site) => {
    let started = performance.now();
    const entrants = await seedSkaters(skaterCount);
    console.log(`seeded ${skaterCount} approved skaters in ${seconds(started)} s`);
    const cookie = await site.signIn();

    const event = (await succeeded(
      await site.call('POST', '/api/events', {
        cookie,
        body: { title: 'District Championship', date: '2027-12-14', location: 'District Sports Complex', description: '' },
      }),
      'event',
    )) as { _id: string };
    const eventId = event._id;
    const entriesClose = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const rules = { entriesClose, maxRacesPerSkater: RACES_PER_SKATER, selectPerRace: 3, races: [] };
    await succeeded(await site.call('PUT', `/api/events/${eventId}/championship`, { cookie, body: rules }), 'championship');
    await timed('race builder (one grid per distance)', distances, async (name) =>
      succeeded(
        await site.call('POST', `/api/events/${eventId}/championship/races/grid`, {
          cookie,
          body: { disciplines: DISCIPLINES, ageCategories: AGES, genders: GENDERS, name },
        }),
        'race grid',
      ),
    );
    const championship = JSON.parse(await read(site, 'championship with its races (public)', `/api/events/${eventId}/championship`)) as {
      races: Race[];
    };
    const racesOf = new Map<string, Race[]>();
    for (const race of championship.races) {
      const key = groupKey(race.discipline, race.ageCategory, race.gender);
      racesOf.set(key, [...(racesOf.get(key) ?? []), race]);
    }
    console.log(`${championship.races.length} races`);

    const entered = new Map<string, string[]>();
    const enteredIds = await timed('entries by the public form', entrants, async (entrant) => {
      const own = racesOf.get(entrant.group) ?? [];
      const chosen = Array.from(
        { length: Math.min(RACES_PER_SKATER, own.length) },
        (_, offset) => own[(entrant.index + offset) % own.length],
      );
      const raceIds = chosen.map((race) => (race as Race)._id);
      const body = { eventId, registrationNo: entrant.registrationNo, dob: entrant.dob, raceIds, [HONEYPOT_FIELD]: '' };
      const ip = `10.${(entrant.index >> 16) & 255}.${(entrant.index >> 8) & 255}.${entrant.index & 255}`;
      // Entries are a registrar's (parents enter from the family page): the admin's session.
      const { _id } = (await succeeded(await site.call('POST', '/api/entries', { body, ip, cookie }), 'entry')) as { _id: string };
      return { _id, raceIds };
    });
    for (const { _id, raceIds } of enteredIds) for (const raceId of raceIds) entered.set(raceId, [...(entered.get(raceId) ?? []), _id]);
    await site.settle();

    // The club desk's batch, before the results (entries close in a month).
    const [clubAge, clubDob] = [AGES[0] as AgeCategory, birthDates().get(AGES[0] as AgeCategory) ?? ''];
    await runClubBatch(site, cookie, eventId, { discipline: DISCIPLINES[0] as string, age: clubAge, gender: 'Female', dob: clubDob });

    await read(site, 'start lists (public)', `/api/events/${eventId}/startlists`);
    await read(site, 'entries, first page (admin)', `/api/events/${eventId}/entries`, cookie);
    await read(site, 'entries CSV (admin)', `/api/events/${eventId}/entries/csv`, cookie);

    await timed('results saved, one race per request', championship.races, async (race) => {
      const rows = (entered.get(race._id) ?? []).map((entryId, place, all) =>
        place === all.length - 1 && all.length > 3
          ? { entryId, outcome: 'DNF' }
          : { entryId, position: place + 1, mark: `${45 + place}.10` },
      );
      return succeeded(await site.call('PUT', `/api/events/${eventId}/results/${race._id}`, { cookie, body: { rows } }), 'results');
    });
    await site.settle();

    started = performance.now();
    await read(site, 'results with the medal table (public)', `/api/events/${eventId}/results`);
    await read(site, 'district team (admin)', `/api/events/${eventId}/selection`, cookie);
    await read(site, 'district team CSV (admin)', `/api/events/${eventId}/selection/csv`, cookie);
    await read(site, "a skater's results on their profile (public)", `/api/skaterprofiles/${entrants[0]?.skaterId ?? ''}/results`);
    console.log(`reads after the results: ${seconds(started)} s`);

    await benchRaceDay(
      site,
      cookie,
      eventId,
      championship.races.map((race) => race._id),
      entrants,
      short,
    );
  });
};
