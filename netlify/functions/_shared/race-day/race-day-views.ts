/**
 * What race day's routes answer: the admins' grid of races with their formats, one race whole
 * (with names and bibs) for the race director, and the public rounds of a championship (names,
 * clubs and bibs only; results from the race's day on, with Q and q beside who went through).
 */
import type { Entry } from '#domain/championships/championship.schema.ts';
import { resultsPublicOn } from '#domain/championships/result-status.ts';
import { today } from '#domain/common/dates.ts';
import type { Heat, RaceDay } from '#domain/race-day/race-day.schema.ts';
import { ROUND_NAMES, roundsOf } from '#domain/race-day/race-format.ts';
import { raceDayBooks, raceDays } from '#shared/collections/race-day.ts';
import { loadChampionship } from '#shared/championships/championship-store.ts';
import { raceDayOf } from '#shared/championships/race-results.ts';
import { entriesOf, loadRaceDay, raceDaysOf, raceOf } from './race-day-store.ts';
import { raceDayIdFor } from '#shared/championships/championship-store.ts';

/** The championship's bibs by entry (none before they are numbered). */
export const bibsOf = async (eventId: string): Promise<Record<string, number>> => (await raceDayBooks().get(eventId))?.bibs ?? {};

/** Every race of the championship with its format, for the race director's grid: two reads, whatever the number of races. */
export const raceDayGrid = async (eventId: string) => {
  const championship = await loadChampionship(eventId);
  const set = new Map<string, { eventNumber: number; format: string; distance: number; roundsSeeded: number }>();
  for await (const chunk of raceDays().scan('byEvent', { partition: eventId }))
    for (const summary of chunk) set.set(summary.raceId, summary);
  return {
    eventId,
    races: championship.races.map((race) => ({ ...race, ...(set.has(race._id) ? { raceDay: set.get(race._id) } : {}) })),
  };
};

const personOf = (entry: Entry | undefined, bibs: Record<string, number>, entryId: string) => ({
  name: entry?.name ?? '',
  club: entry?.club ?? '',
  ...(bibs[entryId] === undefined ? {} : { bib: bibs[entryId] }),
});

/** One race whole, for the admins: setup, rounds, heats with starters and results by name and bib. */
export const adminRaceDay = async (eventId: string, raceId: string) => {
  const [race, day, people, bibs] = await Promise.all([
    raceOf(eventId, raceId),
    loadRaceDay(eventId, raceId),
    entriesOf(eventId),
    bibsOf(eventId),
  ]);
  const plans = roundsOf(day.setup);
  return {
    race,
    eventNumber: day.eventNumber,
    setup: day.setup,
    rounds: plans.map((plan, index) => {
      const round = day.rounds[index];
      return {
        number: index + 1,
        kind: plan.kind,
        name: ROUND_NAMES[plan.kind],
        plan,
        ...(round
          ? {
              seed: round.seed,
              seededAt: round.seededAt,
              ...(round.confirmedAt ? { confirmedAt: round.confirmedAt, qualifiers: round.qualifiers ?? [] } : {}),
              heats: round.heats.map((heat) => ({
                ...heat,
                starts: heat.starts.map((start) => ({ ...start, ...personOf(people.get(start.entryId), bibs, start.entryId) })),
                rows: heat.rows.map((row) => ({ ...row, ...personOf(people.get(row.entryId), bibs, row.entryId) })),
              })),
            }
          : {}),
      };
    }),
  };
};

const publicHeat = (
  heat: Heat,
  people: Map<string, Entry>,
  bibs: Record<string, number>,
  marks: Map<string, 'Q' | 'q'>,
  shown: boolean,
) => ({
  number: heat.number,
  starts: heat.starts.map((start) => ({ position: start.position, ...personOf(people.get(start.entryId), bibs, start.entryId) })),
  ...(shown && heat.status
    ? {
        status: heat.correctedAt && heat.status === 'official' ? ('corrected' as const) : heat.status,
        results: [...heat.rows]
          .sort((a, b) => (a.outcome ? 1 : 0) - (b.outcome ? 1 : 0) || (a.place ?? Infinity) - (b.place ?? Infinity))
          .map((row) => ({
            ...(row.place === undefined || row.outcome ? {} : { place: row.place }),
            ...(row.time ? { time: row.time } : {}),
            ...(row.points === undefined ? {} : { points: row.points }),
            ...(row.eliminated === undefined ? {} : { eliminated: row.eliminated }),
            ...(row.outcome ? { outcome: row.outcome } : {}),
            ...(heat.status === 'official' && heat.bests?.[row.entryId] ? { best: heat.bests[row.entryId] } : {}),
            ...(heat.status === 'official' && heat.records?.[row.entryId] ? { records: heat.records[row.entryId] } : {}),
            ...(marks.has(row.entryId) ? { qualified: marks.get(row.entryId) } : {}),
            ...personOf(people.get(row.entryId), bibs, row.entryId),
          })),
      }
    : {}),
});

/** One race's record (none when it has no format), or every race's of the event. */
const daysOf = async (eventId: string, raceId: string | undefined): Promise<RaceDay[]> => {
  if (raceId === undefined) return raceDaysOf(eventId);
  const day = await raceDays().get(raceDayIdFor(eventId, raceId));
  return day ? [day] : [];
};

/**
 * The public rounds of every race set up (or of `raceId` only, one read instead of one per race:
 * a page that names its race stays small at 300 races): start lists from seeding, results from
 * the race's day.
 */
export const publicRounds = async (eventId: string, { raceId, now = new Date() }: { raceId?: string | undefined; now?: Date } = {}) => {
  const championship = await loadChampionship(eventId);
  const [days, people, bibs, raceDay] = await Promise.all([
    daysOf(eventId, raceId),
    entriesOf(eventId),
    bibsOf(eventId),
    raceDayOf(eventId),
  ]);
  const shown = raceDay !== undefined && resultsPublicOn(raceDay, today(now));
  const races = new Map(championship.races.map((race) => [race._id, race]));
  return {
    eventId,
    races: days
      .filter((day: RaceDay) => races.has(day.raceId) && day.rounds.length > 0)
      .map((day) => {
        const { _id, name, discipline, ageCategory, gender } = races.get(day.raceId) ?? {
          _id: day.raceId,
          name: '',
          discipline: '',
          ageCategory: '',
          gender: '',
        };
        const plans = roundsOf(day.setup);
        return {
          _id,
          name,
          discipline,
          ageCategory,
          gender,
          distance: day.setup.distance,
          format: day.setup.format,
          rounds: day.rounds.map((round, index) => {
            const marks = new Map((round.qualifiers ?? []).map((qualifier) => [qualifier.entryId, qualifier.mark]));
            const kind = plans[index]?.kind ?? 'final-a';
            return {
              number: index + 1,
              kind,
              name: ROUND_NAMES[kind],
              heats: round.heats.map((heat) => publicHeat(heat, people, bibs, marks, shown)),
            };
          }),
        };
      }),
  };
};
