/**
 * A heat's results: the one service every way in goes through (typed by the official, imported
 * from the timing system, or entered at the results desk). Each heat has its own version: a write
 * naming another version is refused, and the same results sent twice change nothing (the version
 * stays), so a desk that lost an answer can send again. New results are provisional; official
 * ones change only with a reason, and when a correction would change who went through, only once
 * confirmed (the next round is then seeded again, if it has no results yet).
 */
import { Conflict, Refused } from '#domain/common/errors.ts';
import { readMark } from '#domain/championships/marks.ts';
import { resultsPublicOn } from '#domain/championships/result-status.ts';
import { today } from '#domain/common/dates.ts';
import type { Heat, HeatResultInput, HeatResultRow, RaceDay } from '#domain/race-day/race-day.schema.ts';
import { eliminationStandings } from '#domain/race-day/elimination-race.ts';
import { scorePointsRace } from '#domain/race-day/points-race.ts';
import { DEFAULT_POINTS, isFinal, roundsOf } from '#domain/race-day/race-format.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { raceDays } from '#shared/collections/race-day.ts';
import { raceDayOf } from '#shared/championships/race-results.ts';
import { entriesOf, loadRaceDay } from './race-day-store.ts';
import { raceDayIdFor } from '#shared/championships/championship-store.ts';
import { advanced, proposalOf, qualifierChanges, roundAt, settled } from './qualifying.ts';
import { publishRaceResult } from './final-results.ts';
import { recordHeatBests } from './bests.ts';
import { recordHeatRecords } from './race-records.ts';

export interface HeatAddress {
  eventId: string;
  raceId: string;
  round: number;
  heat: number;
}

export interface HeatWriteOptions {
  /** The heat's version the writer last saw (If-Match); none writes over whatever is there. */
  ifVersion?: number | undefined;
  source?: Heat['source'];
}

export interface HeatWrite {
  day: RaceDay;
  heat: Heat;
  /** False when the results were already these: nothing was written. */
  changed: boolean;
  corrected: boolean;
}

const heatAt = (day: RaceDay, round: number, number: number): Heat => {
  const heat = roundAt(day, round).heats[number - 1];
  if (!heat) throw new Refused(raceDayTexts.notSeeded);
  return heat;
};

/**
 * The stored rows of the input, checked against the heat's starters: each once, a readable time,
 * a place or an outcome; a points race's places and points from its sprints, an elimination
 * race's from its order of elimination.
 */
export const heatRows = (day: RaceDay, heat: Heat, input: Pick<HeatResultInput, 'rows' | 'sprints' | 'eliminated'>): HeatResultRow[] => {
  const starters = new Set(heat.starts.map((start) => start.entryId));
  const seen = new Set<string>();
  const rows = input.rows.map((row, index): HeatResultRow => {
    if (!starters.has(row.entryId)) throw new Refused(raceDayTexts.notInHeat(index + 1));
    if (seen.has(row.entryId)) throw new Refused(raceDayTexts.twice(index + 1));
    seen.add(row.entryId);
    const reading = readMark(row.time ?? '', '');
    if (reading.kind === 'invalid') throw new Refused(raceDayTexts.badTime(index + 1, reading.message));
    return {
      entryId: row.entryId,
      ...(row.place === undefined ? {} : { place: row.place }),
      ...(reading.kind === 'time' ? { time: reading.text, thousandths: reading.thousandths } : {}),
      ...(row.outcome === undefined ? {} : { outcome: row.outcome }),
      ...(row.reason ? { reason: row.reason } : {}),
    };
  });
  const format = day.setup.format;
  if (format === 'points' && input.sprints) {
    const finishers = rows.filter((row) => row.outcome === undefined).map((row) => row.entryId);
    const standings = new Map(scorePointsRace(input.sprints, finishers, day.setup.points ?? DEFAULT_POINTS).map((s) => [s.entryId, s]));
    return rows.map((row) => {
      const standing = standings.get(row.entryId);
      return standing ? { ...row, place: standing.place, points: standing.points } : row;
    });
  }
  if (format === 'elimination' && input.eliminated) {
    const out = new Set(input.eliminated);
    const finish = rows
      .filter((row) => row.outcome === undefined && !out.has(row.entryId))
      .sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity))
      .map((row) => row.entryId);
    const standings = new Map(eliminationStandings(input.eliminated, finish).map((s) => [s.entryId, s]));
    return rows.map((row) => {
      const standing = standings.get(row.entryId);
      return standing ? { ...row, place: standing.place, ...(standing.eliminated ? { eliminated: standing.eliminated } : {}) } : row;
    });
  }
  rows.forEach((row, index) => {
    if (row.place === undefined && row.outcome === undefined) throw new Refused(raceDayTexts.placeOrOutcome(index + 1));
  });
  return rows;
};

const sameRows = (a: readonly HeatResultRow[], b: readonly HeatResultRow[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes one heat's results. `input.reason` is needed once the heat is official; `input.confirm`
 * once such a correction changes who went through.
 */
export const saveHeatResult = async (
  address: HeatAddress,
  input: Pick<HeatResultInput, 'rows' | 'sprints' | 'eliminated' | 'reason' | 'confirm'>,
  options: HeatWriteOptions = {},
): Promise<HeatWrite> => {
  const { eventId, raceId, round, heat: number } = address;
  const [day, people] = await Promise.all([loadRaceDay(eventId, raceId), entriesOf(eventId)]);
  const rows = heatRows(day, heatAt(day, round, number), input);
  const nameOf = (id: string) => people.get(id)?.name ?? id;
  const now = new Date().toISOString();
  let changed = false;
  let corrected = false;
  const saved = await raceDays().update(raceDayIdFor(eventId, raceId), (current) => {
    changed = false;
    corrected = false;
    const heat = heatAt(current, round, number);
    if (options.ifVersion !== undefined && options.ifVersion !== heat.version) throw new Conflict(raceDayTexts.staleHeat);
    if (sameRows(heat.rows, rows)) return current;
    changed = true;
    const fresh: Heat = { ...heat, rows, version: heat.version + 1, updatedAt: now, ...(options.source ? { source: options.source } : {}) };
    if (heat.status !== 'official') return withHeat(current, round, { ...fresh, status: 'provisional' });
    const reason = input.reason ?? '';
    if (reason === '') throw new Conflict(raceDayTexts.reasonNeeded);
    corrected = true;
    const next = withHeat(current, round, { ...fresh, correctedAt: now, correctionReason: reason });
    const thisRound = roundAt(current, round);
    if (!thisRound.qualifiers) return next;
    const qualifiers = settledAgain(next, round);
    const changes = qualifierChanges(thisRound.qualifiers, qualifiers);
    if (changes.in.length === 0 && changes.out.length === 0) return next;
    const nextKind = roundsOf(current.setup)[round]?.kind ?? 'final-a';
    if (!input.confirm)
      throw new Conflict(raceDayTexts.correctionChanges(nextKind), {
        errors: [
          ...changes.in.map((id) => raceDayTexts.wouldGoThrough(nameOf(id))),
          ...changes.out.map((id) => raceDayTexts.wouldDropOut(nameOf(id))),
        ],
      });
    return advanced(next, round, qualifiers, thisRound.seed, now);
  });
  if (!saved) throw new Refused(raceDayTexts.noFormat);
  const heat = heatAt(saved, round, number);
  if (changed) await publishIfFinal(saved, round);
  if (changed && heat.status === 'official') {
    await recordHeatBests(eventId, raceId, round, number, saved);
    await recordHeatRecords(eventId, raceId, round, number, saved);
  }
  return { day: saved, heat, changed, corrected };
};

/** The qualifiers of a round after a correction; a tie the correction made is the referee's first. */
const settledAgain = (day: RaceDay, round: number) => {
  const proposal = proposalOf(day, round);
  if (proposal.ties.length > 0) throw new Conflict(proposal.ties.map((tie) => tie.reason).join(' '));
  return settled(proposal, []);
};

const withHeat = (day: RaceDay, round: number, heat: Heat): RaceDay => ({
  ...day,
  rounds: day.rounds.map((item, index) =>
    index === round - 1 ? { ...item, heats: item.heats.map((candidate) => (candidate.number === heat.number ? heat : candidate)) } : item,
  ),
  updatedAt: heat.updatedAt,
});

/** A final's heats (or a one-round race's) are the race's result: published whenever one changes. */
const publishIfFinal = async (day: RaceDay, round: number) => {
  const plans = roundsOf(day.setup);
  const kind = plans[round - 1]?.kind;
  if (plans.length === 1 || (kind !== undefined && isFinal(kind))) await publishRaceResult(day);
};

/** Marks a heat official (from the race's day on) or sets it back to provisional (until its round's qualifiers are confirmed). */
export const setHeatStatus = async (
  address: HeatAddress,
  status: 'official' | 'provisional',
  options: HeatWriteOptions = {},
): Promise<HeatWrite> => {
  const { eventId, raceId, round, heat: number } = address;
  const day = raceDayOf(eventId);
  if (status === 'official') {
    const raceDay = (await day) ?? '';
    if (!resultsPublicOn(raceDay, today())) throw new Conflict(`Results can be marked official from the day of the race on.`);
  }
  const now = new Date().toISOString();
  const saved = await raceDays().update(raceDayIdFor(eventId, raceId), (current) => {
    const heat = heatAt(current, round, number);
    if (options.ifVersion !== undefined && options.ifVersion !== heat.version) throw new Conflict(raceDayTexts.staleHeat);
    if (heat.rows.length === 0) throw new Conflict(raceDayTexts.nothingToMark);
    if ((heat.status ?? 'provisional') === status) throw new Conflict(raceDayTexts.alreadyStatus(status));
    if (status === 'provisional' && roundAt(current, round).qualifiers) throw new Conflict(raceDayTexts.backAfterConfirm);
    const { officialAt: _was, correctedAt: _c, correctionReason: _r, ...kept } = heat;
    const next: Heat =
      status === 'official'
        ? { ...kept, status, officialAt: now, version: heat.version + 1, updatedAt: now }
        : { ...kept, status, version: heat.version + 1, updatedAt: now };
    return withHeat(current, round, next);
  });
  if (!saved) throw new Refused(raceDayTexts.noFormat);
  await publishIfFinal(saved, round);
  await recordHeatBests(eventId, raceId, round, number, saved);
  await recordHeatRecords(eventId, raceId, round, number, saved);
  return { day: saved, heat: heatAt(saved, round, number), changed: true, corrected: false };
};

/** Confirms round `round`'s qualifiers (with the referee's choice at each tie) and seeds the next round. */
export const confirmQualifiers = async (eventId: string, raceId: string, round: number, tieChoices: readonly string[], seed?: number) => {
  const now = new Date().toISOString();
  const saved = await raceDays().update(raceDayIdFor(eventId, raceId), (current) => {
    const qualifiers = settled(proposalOf(current, round), tieChoices);
    return advanced(current, round, qualifiers, seed ?? roundAt(current, round).seed, now);
  });
  if (!saved) throw new Refused(raceDayTexts.noFormat);
  return saved;
};
