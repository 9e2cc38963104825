/**
 * From one round to the next: the proposal of who goes through (once every heat is official), and
 * the confirmed qualifiers seeded into the next round (and final B, when the race has one, from
 * the best of the rest).
 */
import { Conflict, Refused } from '#domain/common/errors.ts';
import type { Heat, RaceDay, Round } from '#domain/race-day/race-day.schema.ts';
import { roundsOf, type RoundPlan } from '#domain/race-day/race-format.ts';
import {
  nextRoundOrder,
  proposeQualifiers,
  settleTies,
  type HeatOutcome,
  type Proposal,
  type Qualifier,
} from '#domain/race-day/qualification.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { heatsOf } from './seeding.ts';

export const outcomeOf = (heat: Heat): HeatOutcome => ({
  heat: heat.number,
  rows: heat.rows.map((row) => ({
    entryId: row.entryId,
    place: row.place,
    time: row.thousandths,
    timeText: row.time,
    outcome: row.outcome,
  })),
});

const finalBAfter = (plans: readonly RoundPlan[], index: number): RoundPlan | undefined =>
  plans[index + 1]?.kind === 'final-a' && plans[index + 2]?.kind === 'final-b' ? plans[index + 2] : undefined;

/** The round (1-based) of a race day, or refused when it has not been seeded. */
export const roundAt = (day: RaceDay, roundNo: number): Round => {
  const round = day.rounds[roundNo - 1];
  if (!round) throw new Refused(raceDayTexts.notSeeded);
  return round;
};

/** The proposal from round `roundNo` of these heats; refused for the last round or while a heat is not official. */
export const proposalOf = (day: RaceDay, roundNo: number, heats: readonly Heat[] = roundAt(day, roundNo).heats): Proposal => {
  const plans = roundsOf(day.setup);
  const plan = plans[roundNo - 1];
  const next = plans[roundNo];
  if (!plan || !next || next.kind === 'final-b') throw new Refused(raceDayTexts.lastRound);
  const waiting = heats.filter((heat) => heat.status !== 'official').map((heat) => heat.number);
  if (waiting.length > 0) throw new Conflict(raceDayTexts.notAllOfficial(waiting));
  return proposeQualifiers(heats.map(outcomeOf), plan);
};

/** The qualifiers once the referee has chosen at every tie; refused when a choice does not fit. */
export const settled = (proposal: Proposal, tieChoices: readonly string[]): Qualifier[] => {
  const result = settleTies(proposal, tieChoices);
  if ('problem' in result) throw new Refused(result.problem);
  return result.qualifiers;
};

/** Final B's skaters: the best of the rest (place, then time) as many as its heat holds. */
const finalBField = (heats: readonly Heat[], through: ReadonlySet<string>, plan: RoundPlan) =>
  heats
    .flatMap((heat) => heat.rows)
    .filter((row) => row.outcome === undefined && row.place !== undefined && !through.has(row.entryId))
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || (a.thousandths ?? Infinity) - (b.thousandths ?? Infinity))
    .slice(0, plan.heatSize ?? Infinity)
    .map((row) => ({ id: row.entryId, best: row.thousandths }));

const roundHasResults = (round: Round | undefined) => (round?.heats ?? []).some((heat) => heat.rows.length > 0);

/**
 * The race day with round `roundNo`'s qualifiers confirmed and the next round (and final B) seeded
 * from them. Refused once the next round has results.
 */
export const advanced = (day: RaceDay, roundNo: number, qualifiers: Qualifier[], seed: number, now: string): RaceDay => {
  const plans = roundsOf(day.setup);
  const round = roundAt(day, roundNo);
  const nextPlan = plans[roundNo] as RoundPlan;
  if (roundHasResults(day.rounds[roundNo]) || roundHasResults(day.rounds[roundNo + 1]))
    throw new Conflict(raceDayTexts.nextRoundStarted(nextPlan.kind));
  const ordered = nextRoundOrder(qualifiers).map((qualifier) => ({ id: qualifier.entryId, best: qualifier.time }));
  const rounds: Round[] = [
    ...day.rounds.slice(0, roundNo - 1),
    { ...round, qualifiers, confirmedAt: now },
    { seed, seededAt: now, heats: heatsOf(ordered, nextPlan, day.setup.lanes, seed, now) },
  ];
  const finalB = finalBAfter(plans, roundNo - 1);
  if (finalB) {
    const field = finalBField(round.heats, new Set(qualifiers.map((qualifier) => qualifier.entryId)), finalB);
    rounds.push({ seed, seededAt: now, heats: heatsOf(field, { ...finalB, heats: 1 }, day.setup.lanes, seed, now) });
  }
  return { ...day, rounds, updatedAt: now };
};

/** Who a change of qualifiers brings in and leaves out. */
export const qualifierChanges = (before: readonly Qualifier[], after: readonly Qualifier[]) => {
  const was = new Set(before.map((qualifier) => qualifier.entryId));
  const now = new Set(after.map((qualifier) => qualifier.entryId));
  return { in: [...now].filter((id) => !was.has(id)), out: [...was].filter((id) => !now.has(id)) };
};
