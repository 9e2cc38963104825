/**
 * The results desk on race day's heats (docs/venue.md): a race run in rounds is entered heat by
 * heat, and a heat's results from the desk go through race day's one heat service
 * (`saveHeatResult`): its checks, its version, its publishing of a final. Made on the heat's
 * version the desk's copy had (`base`); when the heat changed meanwhile, the refusal carries both
 * values, as the desk's other changes do.
 */
import { placeText } from '#domain/championships/championship.ts';
import { Conflict, Refused } from '#domain/common/errors.ts';
import type { Heat, HeatResultRow, RaceDay } from '#domain/race-day/race-day.schema.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import { ROUND_NAMES, roundsOf } from '#domain/race-day/race-format.ts';
import type { DeskHeatInput } from '#domain/venue/desk.schema.ts';
import { venueTexts } from '#domain/venue/venue-texts.ts';
import { saveHeatResult } from '#shared/race-day/heat-results.ts';
import { entriesOf, loadRaceDay, raceOf } from '#shared/race-day/race-day-store.ts';
import { StaleCopy } from './stale-copy.ts';

/** A heat row as the desk shows it: nothing but the place or outcome and the time (a disqualification's reason stays with the admins' screens). */
const rowView = ({ entryId, place, time, outcome }: HeatResultRow) => ({
  entryId,
  ...(place === undefined ? {} : { place }),
  ...(time === undefined ? {} : { time }),
  ...(outcome === undefined ? {} : { outcome }),
});

/** Its status as the public rounds read it: official results changed since read as corrected. */
const statusOf = (heat: Heat) => (heat.status === 'official' && heat.correctedAt ? 'corrected' : (heat.status ?? null));

const heatView = (heat: Heat) => ({ rows: heat.rows.map(rowView), status: statusOf(heat), version: heat.version });

const roundName = (day: RaceDay, round: number) => ROUND_NAMES[roundsOf(day.setup)[round - 1]?.kind ?? 'heats'];

/** Every seeded heat of a race, round by round, its starters in start-position order. */
export const deskHeatsOf = (day: RaceDay | undefined) =>
  (day?.rounds ?? []).flatMap((round, index) =>
    round.heats.map((heat) => ({
      round: index + 1,
      roundName: roundName(day as RaceDay, index + 1),
      heat: heat.number,
      heats: round.heats.length,
      starts: [...heat.starts].sort((a, b) => a.position - b.position).map(({ entryId, position }) => ({ entryId, position })),
      ...heatView(heat),
    })),
  );

const heatIn = (day: RaceDay, round: number, number: number): Heat => {
  const heat = day.rounds[round - 1]?.heats.find((candidate) => candidate.number === number);
  if (!heat) throw new Refused(raceDayTexts.notSeeded);
  return heat;
};

/** "Anya Rao –→1st 52.31, Bina Das 2nd→DNS": the rows that changed, by the skater's name. */
const rowChanges = (before: readonly HeatResultRow[], after: readonly HeatResultRow[], names: Map<string, string>): string => {
  const text = (row: HeatResultRow | undefined) =>
    row ? `${placeText({ position: row.place, outcome: row.outcome })}${row.time ? ` ${row.time}` : ''}` : '–';
  const was = new Map(before.map((row) => [row.entryId, row]));
  const now = new Map(after.map((row) => [row.entryId, row]));
  const changes = [...new Set([...was.keys(), ...now.keys()])].flatMap((entryId) => {
    const [old, next] = [text(was.get(entryId)), text(now.get(entryId))];
    return old === next ? [] : [`${names.get(entryId) ?? entryId} ${old}→${next}`];
  });
  return changes.length > 0 ? changes.join(', ') : venueTexts.auditNoChange;
};

/** Saves one heat's results made on the copy at `base`; StaleCopy when the heat changed since. */
export const saveDeskHeat = async (eventId: string, input: DeskHeatInput) => {
  const race = await raceOf(eventId, input.raceId);
  const address = { eventId, raceId: race._id, round: input.round, heat: input.heat };
  const day = await loadRaceDay(eventId, race._id);
  const before = heatIn(day, input.round, input.heat);
  const sent = { rows: input.rows, ...(input.reason ? { reason: input.reason } : {}) };
  const stale = (heat: Heat) => new StaleCopy(venueTexts.staleHeat, { ...heatView(heat), at: heat.updatedAt }, sent);
  if (before.version !== input.base) throw stale(before);
  let write;
  try {
    write = await saveHeatResult(address, { rows: input.rows, reason: input.reason }, { ifVersion: input.base });
  } catch (error) {
    // Changed between the read above and the write: the heat as it is now.
    if (error instanceof Conflict && error.message === raceDayTexts.staleHeat)
      throw stale(heatIn(await loadRaceDay(eventId, race._id), input.round, input.heat));
    throw error;
  }
  const names = new Map([...(await entriesOf(eventId)).values()].map((entry) => [entry._id, entry.name]));
  const where = `${roundName(day, input.round)}, heat ${input.heat}`;
  const detail = venueTexts.auditHeat(
    race.name,
    where,
    input.device ?? '',
    rowChanges(before.rows, write.heat.rows, names),
    write.corrected ? (input.reason ?? '') : '',
  );
  return { change: { detail }, heat: heatView(write.heat), changed: write.changed };
};
