/**
 * Personal and season bests: kept per skater (one record, one read) from their official heats.
 * A heat marked official adds each finisher's time, set back to provisional takes it away again,
 * corrected replaces it; the heat keeps which times were a PB or SB, for the public rounds.
 * Seeding reads the bests of the race's entrants (one read each, however many results there are).
 */
import { seasonOf } from '#config/rules.ts';
import type { Entry, Race } from '#domain/championships/championship.schema.ts';
import type { RaceSetup } from '#domain/race-day/race-format.ts';
import type { Heat, RaceDay } from '#domain/race-day/race-day.schema.ts';
import {
  bestLabel,
  personalBest,
  bestsKey,
  heatKey,
  seedingTime,
  withHeatTime,
  type BestLabel,
  type BestTime,
  type SkaterBests,
} from '#domain/race-day/personal-bests.ts';
import { inParallel } from '#shared/store/index.ts';
import { skaterBests } from '#shared/collections/race-day.ts';
import { raceDayOf } from '#shared/championships/race-results.ts';
import { entriesOf, raceOf, updateHeat } from './race-day-store.ts';

/** The season of a race's day (noon, so that no time zone moves it to the day before). */
const seasonOfDay = (day: string | undefined, now = new Date()): number => seasonOf(day ? new Date(`${day}T12:00:00Z`) : now);

/** Each entrant's seeding time by entry id (none for a drawn seeding): one read per entrant. */
export const seedingBests = async (
  eventId: string,
  race: Race,
  setup: RaceSetup,
  entrants: readonly Entry[],
): Promise<Map<string, number>> => {
  const seeding = setup.seeding;
  if (seeding === 'drawn') return new Map();
  const season = seasonOfDay(await raceDayOf(eventId));
  const key = bestsKey(race.discipline, setup.distance, setup.surface);
  const found = await inParallel([...entrants], 16, (entry) => skaterBests().get(entry.skaterId));
  const bests = new Map<string, number>();
  entrants.forEach((entry, index) => {
    const time = seedingTime(found[index]?.times[key] ?? [], seeding, season);
    if (time !== undefined) bests.set(entry._id, time);
  });
  return bests;
};

/** Sets one skater's time of one heat (or takes it away), answering what it is among their bests. */
const recordTime = async (
  skaterId: string,
  key: string,
  heat: string,
  time: BestTime | undefined,
  now: string,
): Promise<BestLabel | undefined> => {
  let label: BestLabel | undefined;
  const change = (current: SkaterBests): SkaterBests => {
    const times = current.times[key] ?? [];
    label = time ? bestLabel(times, heat, time.thousandths, time.season) : undefined;
    const next = withHeatTime(times, heat, time);
    const { [key]: _old, ...rest } = current.times;
    return { ...current, times: next.length > 0 ? { ...rest, [key]: next } : rest, updatedAt: now };
  };
  const updated = await skaterBests().update(skaterId, change);
  if (!updated && time) await skaterBests().insert(change({ _id: skaterId, times: {}, updatedAt: now }));
  return label;
};

/**
 * After a heat changed (marked official, set back, corrected): every starter's bests hold exactly
 * this heat's official times, and the heat says which were a PB or SB.
 */
export const recordHeatBests = async (eventId: string, raceId: string, round: number, heatNumber: number, day: RaceDay): Promise<void> => {
  const heat = day.rounds[round - 1]?.heats[heatNumber - 1];
  if (!heat) return;
  const [race, people, raceDate] = await Promise.all([raceOf(eventId, raceId), entriesOf(eventId), raceDayOf(eventId)]);
  const key = bestsKey(race.discipline, day.setup.distance, day.setup.surface);
  const season = seasonOfDay(raceDate);
  const id = heatKey(eventId, raceId, round, heatNumber);
  const official = heat.status === 'official';
  const rows = new Map(heat.rows.map((row) => [row.entryId, row]));
  const now = new Date().toISOString();
  const labels: Record<string, BestLabel> = {};
  await inParallel(heat.starts, 8, async (start) => {
    const skaterId = people.get(start.entryId)?.skaterId;
    if (!skaterId) return;
    const row = rows.get(start.entryId);
    const counts = official && row && !row.outcome && row.thousandths !== undefined && row.time;
    const time = counts ? { heat: id, thousandths: row.thousandths!, time: row.time!, season } : undefined;
    const label = await recordTime(skaterId, key, id, time, now);
    if (label) labels[start.entryId] = label;
  });
  if (sameLabels(heat.bests, official ? labels : undefined)) return;
  await updateHeat(eventId, raceId, round, heatNumber, (candidate) => labelled(candidate, official ? labels : undefined));
};

const labelled = (heat: Heat, labels: Record<string, BestLabel> | undefined): Heat => {
  const { bests: _was, ...rest } = heat;
  return labels && Object.keys(labels).length > 0 ? { ...rest, bests: labels } : rest;
};

const sameLabels = (a: Record<string, BestLabel> | undefined, b: Record<string, BestLabel> | undefined) => {
  const left = Object.entries(a ?? {}).sort();
  const right = Object.entries(b ?? {}).sort();
  return JSON.stringify(left) === JSON.stringify(right);
};

/** A skater's bests go with the skater's profile (its deletion): 1 when there were any. */
export const deleteSkaterBests = async (skaterId: string): Promise<number> => ((await skaterBests().remove(skaterId)) ? 1 : 0);

/**
 * A championship deleted: the times its heats added leave its skaters' bests (one read and at most
 * one write per skater entered, as the deletion of their entries).
 */
export const deleteEventBests = async (eventId: string, skaterIds: readonly string[]): Promise<void> => {
  const fromEvent = (time: BestTime) => time.heat.startsWith(`${eventId}|`);
  const now = new Date().toISOString();
  await inParallel([...new Set(skaterIds)], 8, async (skaterId) => {
    const found = await skaterBests().get(skaterId);
    if (!found || !Object.values(found.times).some((times) => times.some(fromEvent))) return;
    await skaterBests().update(skaterId, (current) => ({
      ...current,
      times: Object.fromEntries(
        Object.entries(current.times)
          .map(([key, times]) => [key, times.filter((time) => !fromEvent(time))] as const)
          .filter(([, times]) => times.length > 0),
      ),
      updatedAt: now,
    }));
  });
};

/** A skater's bests for their family's copy of their data: per kind of race, the personal best and every time. */
export const bestsOfSkater = async (skaterId: string) => {
  const found = await skaterBests().get(skaterId);
  return Object.entries(found?.times ?? {}).map(([key, times]) => {
    const [discipline = '', distance = '0', surface = ''] = key.split('|');
    return {
      discipline,
      distance: Number(distance),
      surface,
      personalBest: personalBest(times)?.time ?? '',
      times: times.map(({ time, season }) => ({ time, season })),
    };
  });
};
