/**
 * The club batch of `npm run bench -- --championship`: one club's coach enters 200 of the club's
 * skaters in 3 races each from the club desk (2,000 lines would pass the desk's limit of 1,000):
 * the check of the 600 lines, then the confirm, each timed as one request. The skaters are written
 * straight to the registry, all of one discipline, age category and gender, with the parent's leave
 * for club entries; races are added to their group until it has 3.
 */
import { claimRegistrationNo } from '#shared/registry/review.ts';
import { coachSessions } from '#shared/security/sessions.ts';
import { skaters } from '#shared/collections/registry.ts';
import { inParallel } from '#shared/store/index.ts';
import { currentSeason } from '#config/rules.ts';
import type { Race } from '#domain/championships/championship.schema.ts';
import type { AgeCategory } from '#domain/registry/age-category.ts';
import { seconds, type InProcessSite } from './in-process-site.ts';
import { benchSkater } from './scale-data.ts';

const CLUB = 'Bench Club Academy';
const COACH = 'coach@bench-club.example';
const SQUAD = 200;
const RACES = 3;

const ok = async (res: Response, what: string): Promise<unknown> => {
  const body = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${body.slice(0, 300)}`);
  return JSON.parse(body) as unknown;
};

export const runClubBatch = async (
  site: InProcessSite,
  admin: string,
  eventId: string,
  group: { discipline: string; age: AgeCategory; gender: 'Female' | 'Male'; dob: string },
): Promise<void> => {
  const { _id: clubId } = (await ok(
    await site.call('POST', '/api/associative-club', {
      cookie: admin,
      body: { clubName: CLUB, district: 'Bench', members: [{ memberName: 'Bench Coach', role: 'Coach' }] },
    }),
    'club',
  )) as { _id: string };
  await ok(await site.call('POST', '/api/club-coaches', { cookie: admin, body: { clubId, email: COACH } }), 'coach address');
  // The letter's sign-in is the family page's, timed elsewhere: the session is opened directly.
  const coach = (await coachSessions.open(new Request('http://bench.local/'), COACH)).split(';')[0] ?? '';

  const grid = (name: string) => ({ disciplines: [group.discipline], ageCategories: [group.age], genders: [group.gender], name });
  const ofGroup = async () =>
    ((await ok(await site.call('GET', `/api/events/${eventId}/championship`), 'championship')) as { races: Race[] }).races.filter(
      (race) => race.discipline === group.discipline && race.ageCategory === group.age && race.gender === group.gender,
    );
  for (let extra = 1; (await ofGroup()).length < RACES; extra += 1) {
    await ok(
      await site.call('POST', `/api/events/${eventId}/championship/races/grid`, { cookie: admin, body: grid(`club ${extra}`) }),
      'grid',
    );
  }
  const races = (await ofGroup()).slice(0, RACES);

  const year = currentSeason();
  const squad = await inParallel(
    Array.from({ length: SQUAD }, (_, index) => index),
    16,
    async (index) => {
      const skater = benchSkater(
        100_000 + index,
        {},
        {
          eventCategory: group.discipline as never,
          gender: group.gender,
          dob: group.dob,
          representativeClub: CLUB,
          clubMayEnter: true,
        },
      );
      const registrationNo = await claimRegistrationNo(skater._id, year);
      await skaters().insert({ ...skater, registrationNo, approvedAt: skater.createdAt });
      return registrationNo;
    },
  );
  await site.settle();
  const lines = squad.flatMap((registrationNo) => races.map((race) => ({ registrationNo, race: race._id })));

  let started = performance.now();
  const checked = (await ok(
    await site.call('POST', `/api/club-desk/clubs/${clubId}/batch/check`, { cookie: coach, body: { eventId, lines } }),
    'club batch check',
  )) as { accepted: unknown[]; refused: { reason: string }[] };
  console.log(
    `club batch check (${SQUAD} skaters × ${RACES} races, ${lines.length} lines): ${seconds(started)} s, ${checked.accepted.length} accepted, ${checked.refused.length} refused`,
  );
  if (checked.refused.length > 0) throw new Error(`club batch check refused: ${checked.refused[0]?.reason ?? ''}`);
  started = performance.now();
  await ok(
    await site.call('POST', `/api/club-desk/clubs/${clubId}/batch`, { cookie: coach, body: { eventId, lines } }),
    'club batch confirm',
  );
  console.log(`club batch confirm (${lines.length} lines, ${SQUAD} entries, a letter to each parent): ${seconds(started)} s`);
  started = performance.now();
  await site.settle();
  console.log(`club batch letters settled: ${seconds(started)} s`);
};
