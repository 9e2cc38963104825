/**
 * Who goes through from a round: "N by place from each heat + M by time among the rest". A skater
 * who did not start, did not finish or was disqualified never goes through, and one without a
 * time cannot go through by time. Equal times at the cut-off are not decided here: the proposal
 * names the tied skaters and the seats left, and the referee chooses.
 */
import { ordinal } from '#domain/championships/championship.ts';
import type { ResultOutcome } from '#domain/championships/championship.ts';
import { formatThousandths } from '#domain/championships/marks.ts';

export interface HeatRow {
  entryId: string;
  place?: number | undefined;
  /** Thousandths of a second. */
  time?: number | undefined;
  /** The time as shown (to the hundredth, or the thousandth when the timing gave it). */
  timeText?: string | undefined;
  outcome?: ResultOutcome | undefined;
}

export interface HeatOutcome {
  heat: number;
  rows: readonly HeatRow[];
}

export type QualifiedBy = 'place' | 'time';

export interface Qualifier {
  entryId: string;
  heat: number;
  by: QualifiedBy;
  /** "Q" by place, "q" by time. */
  mark: 'Q' | 'q';
  place?: number | undefined;
  time?: number | undefined;
  reason: string;
}

export interface CutOffTie {
  by: QualifiedBy;
  /** The heat, for a tie for the last place-qualifying place of one heat. */
  heat?: number | undefined;
  entryIds: string[];
  /** How many of them go through. */
  seats: number;
  reason: string;
}

export interface Proposal {
  qualifiers: Qualifier[];
  ties: CutOffTie[];
}

export const qualificationTexts = {
  byPlace: (place: number, heat: number) => `${ordinal(place)} in heat ${heat}`,
  byTime: (rank: number, time: string) => `${ordinal(rank)} best time, ${time}`,
  placeTie: (heat: number, seats: number) =>
    `Heat ${heat}: tie at the cut-off (same place and time); the referee chooses ${seats === 1 ? 'one' : seats} to go through by place.`,
  timeTie: (time: string, seats: number) =>
    `Tie at the cut-off at ${time}; the referee chooses ${seats === 1 ? 'one' : seats} to go through by time.`,
} as const;

const finisher = (row: HeatRow): boolean => row.outcome === undefined && row.place !== undefined;

const shownTime = (row: HeatRow): string => row.timeText ?? formatThousandths(row.time ?? 0);

/** Place first, then time (no time after every time): how a heat's finishers rank. */
const byPlaceThenTime = (a: HeatRow, b: HeatRow): number =>
  (a.place ?? Infinity) - (b.place ?? Infinity) || (a.time ?? Infinity) - (b.time ?? Infinity);

const sameResult = (a: HeatRow, b: HeatRow) => a.place === b.place && a.time === b.time;

/**
 * The proposal for one round, in order: the place qualifiers heat by heat, then the time
 * qualifiers fastest first. A tie for the last seat of either kind is listed, its skaters in
 * neither list.
 */
export const proposeQualifiers = (heats: readonly HeatOutcome[], rule: { byPlace: number; byTime: number }): Proposal => {
  const qualifiers: Qualifier[] = [];
  const ties: CutOffTie[] = [];
  const held = new Set<string>();
  for (const { heat, rows } of heats) {
    const ranked = rows.filter(finisher).sort(byPlaceThenTime);
    const last = ranked[rule.byPlace - 1];
    if (rule.byPlace === 0 || last === undefined) {
      for (const row of ranked)
        qualifiers.push({
          entryId: row.entryId,
          heat,
          by: 'place',
          mark: 'Q',
          place: row.place,
          time: row.time,
          reason: qualificationTexts.byPlace(row.place ?? 0, heat),
        });
      continue;
    }
    // Places tied on the line are parted by time; only the same place and the same time is a tie.
    const tied = ranked.filter((row) => sameResult(row, last));
    const clear = ranked.slice(0, rule.byPlace).filter((row) => !sameResult(row, last));
    const seats = rule.byPlace - clear.length;
    for (const row of clear)
      qualifiers.push({
        entryId: row.entryId,
        heat,
        by: 'place',
        mark: 'Q',
        place: row.place,
        time: row.time,
        reason: qualificationTexts.byPlace(row.place ?? 0, heat),
      });
    if (tied.length > seats) {
      ties.push({ by: 'place', heat, entryIds: tied.map((row) => row.entryId), seats, reason: qualificationTexts.placeTie(heat, seats) });
      for (const row of tied) held.add(row.entryId);
    } else {
      for (const row of tied)
        qualifiers.push({
          entryId: row.entryId,
          heat,
          by: 'place',
          mark: 'Q',
          place: row.place,
          time: row.time,
          reason: qualificationTexts.byPlace(row.place ?? 0, heat),
        });
    }
  }
  const through = new Set(qualifiers.map((qualifier) => qualifier.entryId));
  const pool = heats
    .flatMap(({ heat, rows }) => rows.filter((row) => finisher(row) && row.time !== undefined).map((row) => ({ heat, row })))
    .filter(({ row }) => !through.has(row.entryId) && !held.has(row.entryId))
    .sort((a, b) => (a.row.time ?? 0) - (b.row.time ?? 0));
  const cutOff = rule.byTime > 0 ? pool[rule.byTime - 1] : undefined;
  if (cutOff !== undefined) {
    const atCut = pool.filter(({ row }) => row.time === cutOff.row.time);
    const faster = pool.filter(({ row }) => (row.time ?? 0) < (cutOff.row.time ?? 0));
    faster.forEach(({ heat, row }, index) =>
      qualifiers.push({
        entryId: row.entryId,
        heat,
        by: 'time',
        mark: 'q',
        place: row.place,
        time: row.time,
        reason: qualificationTexts.byTime(index + 1, shownTime(row)),
      }),
    );
    const seats = rule.byTime - faster.length;
    if (atCut.length > seats) {
      ties.push({
        by: 'time',
        entryIds: atCut.map(({ row }) => row.entryId),
        seats,
        reason: qualificationTexts.timeTie(shownTime(cutOff.row), seats),
      });
    } else {
      atCut.forEach(({ heat, row }) =>
        qualifiers.push({
          entryId: row.entryId,
          heat,
          by: 'time',
          mark: 'q',
          place: row.place,
          time: row.time,
          reason: qualificationTexts.byTime(faster.length + 1, shownTime(row)),
        }),
      );
    }
  } else if (rule.byTime > 0) {
    // Fewer finishers with a time than seats: every one of them goes through.
    pool.forEach(({ heat, row }, index) =>
      qualifiers.push({
        entryId: row.entryId,
        heat,
        by: 'time',
        mark: 'q',
        place: row.place,
        time: row.time,
        reason: qualificationTexts.byTime(index + 1, shownTime(row)),
      }),
    );
  }
  return { qualifiers, ties };
};

/**
 * The qualifiers after the referee's choice at each tie (the chosen ids, as many as the seats),
 * in the order the next round is seeded by: by place (place, then time), then by time.
 * Returns a problem instead when a choice does not fit its tie.
 */
export const settleTies = (proposal: Proposal, chosen: readonly string[]): { qualifiers: Qualifier[] } | { problem: string } => {
  const picked = new Set(chosen);
  const settled = [...proposal.qualifiers];
  const known = new Set(proposal.ties.flatMap((tie) => tie.entryIds));
  for (const id of picked) if (!known.has(id)) return { problem: 'Only a skater tied at the cut-off can be chosen.' };
  for (const tie of proposal.ties) {
    const winners = tie.entryIds.filter((id) => picked.has(id));
    if (winners.length !== tie.seats) return { problem: tie.reason };
    for (const entryId of winners)
      settled.push({
        entryId,
        heat: tie.heat ?? 0,
        by: tie.by,
        mark: tie.by === 'place' ? 'Q' : 'q',
        reason: `${tie.reason.split(';')[0]}; chosen by the referee`,
      });
  }
  return { qualifiers: settled };
};

/** The order a round's qualifiers are seeded into the next: by place before by time, then place, then time. */
export const nextRoundOrder = (qualifiers: readonly Qualifier[]): Qualifier[] =>
  [...qualifiers].sort(
    (a, b) =>
      (a.by === b.by ? 0 : a.by === 'place' ? -1 : 1) ||
      (a.place ?? Infinity) - (b.place ?? Infinity) ||
      (a.time ?? Infinity) - (b.time ?? Infinity) ||
      (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0),
  );
