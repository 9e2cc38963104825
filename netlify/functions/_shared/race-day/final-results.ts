/**
 * Where race day meets the rest of the championship: a race's result is its final (final A's
 * places, then final B's after them), or its one round's (a time trial's start groups ranked
 * together by time). It is written as the race's results record, so the medal table, the district
 * team and the certificates count it as they count results typed in: official once every heat of
 * the final is, provisional before. Earlier rounds never count.
 */
import type { ResultRow } from '#domain/championships/championship.schema.ts';
import type { HeatResultRow, RaceDay } from '#domain/race-day/race-day.schema.ts';
import { isFinal, roundsOf } from '#domain/race-day/race-format.ts';
import { raceResults } from '#shared/collections/championships.ts';
import { resultIdFor } from '#shared/championships/championship-store.ts';

const markOf = (row: HeatResultRow): string | undefined => (row.points !== undefined ? `${row.points} pts` : row.time);

const asResult = (row: HeatResultRow, position: number | undefined): ResultRow => ({
  entryId: row.entryId,
  ...(row.outcome === undefined && position !== undefined ? { position } : {}),
  ...(markOf(row) ? { mark: markOf(row) } : {}),
  ...(row.outcome === undefined ? {} : { outcome: row.outcome }),
});

/** Every finisher by time across the heats, equal times sharing a place (1, 2, 2, 4); the others after. */
const byTime = (rows: readonly HeatResultRow[]): ResultRow[] => {
  const timed = rows
    .filter((row) => row.outcome === undefined && row.thousandths !== undefined)
    .sort((a, b) => (a.thousandths ?? 0) - (b.thousandths ?? 0));
  const placed = timed.map((row, index) => {
    const first = timed.findIndex((other) => other.thousandths === row.thousandths);
    return asResult(row, (first === -1 ? index : first) + 1);
  });
  return [...placed, ...rows.filter((row) => !timed.includes(row)).map((row) => asResult(row, undefined))];
};

/** The race's result rows, whether every heat they come from is official, and its latest correction; none before the final has results. */
export const raceResultRows = (day: RaceDay): { rows: ResultRow[]; official: boolean; correction?: { at: string; reason: string } } => {
  const plans = roundsOf(day.setup);
  const finals = plans.length === 1 ? [0] : plans.flatMap((plan, index) => (isFinal(plan.kind) ? [index] : []));
  const heats = finals.flatMap((index) => day.rounds[index]?.heats ?? []);
  if (heats.every((heat) => heat.rows.length === 0)) return { rows: [], official: false };
  const official = heats.length > 0 && heats.every((heat) => heat.status === 'official');
  const corrected = heats
    .filter((heat) => heat.status === 'official' && heat.correctedAt)
    .sort((a, b) => (a.correctedAt ?? '').localeCompare(b.correctedAt ?? ''))
    .at(-1);
  const correction = corrected ? { correction: { at: corrected.correctedAt ?? '', reason: corrected.correctionReason ?? '' } } : {};
  if (day.setup.format === 'time-trial') return { rows: byTime(heats.flatMap((heat) => heat.rows)), official, ...correction };
  let offset = 0;
  const rows: ResultRow[] = [];
  for (const heat of heats) {
    rows.push(...heat.rows.map((row) => asResult(row, row.place === undefined ? undefined : row.place + offset)));
    offset += heat.starts.length;
  }
  return { rows, official, ...correction };
};

/** Writes the race's results record from its final (nothing while the final has no results). */
export const publishRaceResult = async (day: RaceDay): Promise<void> => {
  const { rows, official, correction } = raceResultRows(day);
  if (rows.length === 0) return;
  const id = resultIdFor(day.eventId, day.raceId);
  const now = new Date().toISOString();
  const status = official ? 'official' : 'provisional';
  const change = (current: Parameters<Parameters<ReturnType<typeof raceResults>['update']>[1]>[0]) => {
    const { provisionalSince, officialAt, correctedAt: _at, correctionReason: _reason, ...kept } = current;
    return {
      ...kept,
      rows,
      status,
      updatedAt: now,
      ...(official ? { officialAt: officialAt ?? now } : { provisionalSince: provisionalSince ?? now }),
      // A correction of the final reads as one on the race's results too.
      ...(official && correction ? { correctedAt: correction.at, correctionReason: correction.reason } : {}),
    } as typeof current;
  };
  const updated = await raceResults().update(id, change);
  if (updated) return;
  const fresh = { _id: id, eventId: day.eventId, raceId: day.raceId, rows, status, updatedAt: now } as const;
  try {
    await raceResults().insert(official ? { ...fresh, officialAt: now } : { ...fresh, provisionalSince: now });
  } catch {
    await raceResults().update(id, change);
  }
};
