/**
 * A championship's races and rules, and the reads its entries, results and team share. Results
 * have ids derived from what they belong to (event and race, as an entry's from its skater and
 * event: entry-store.ts), so "this race's results" is one read.
 */
import { Conflict, NotFound, Refused } from '#domain/common/errors.ts';
import { ageDayOf, championshipMessages, CHAMPIONSHIP_LIMITS, gridRaceName } from '#domain/championships/championship.ts';
import type { Championship, Entry, Race } from '#domain/championships/championship.schema.ts';
import type { z } from 'zod';
import type { championshipInputSchema, championshipSetupSchema, raceGridSchema } from '#domain/championships/championship.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { checkImages, storeWithImages } from '#shared/media/stored-images.ts';
import { championships, derivedId, entries, raceResults } from '#shared/collections/championships.ts';
import { events, eventTitle } from '#shared/collections/events.ts';
import { newId } from '#shared/store/index.ts';
import { championshipAgeDay } from '#domain/registry/age-category.ts';
import { clubRules } from '#domain/clubs/club-rules.ts';

export const resultIdFor = (eventId: string, raceId: string) => derivedId('result', eventId, raceId);
/** A race's race-day record (its format, rounds and heats): here beside the race's results, which check it. */
export const raceDayIdFor = (eventId: string, raceId: string) => derivedId('race-day', eventId, raceId);

/**
 * A change to a part of an event's championship (races, results, team, certificates), for its
 * audit entry: named by the event's title as people know it, with what changed in it; the
 * event's id stays in the entry.
 */
export interface EventChange {
  _id: string;
  title: string;
  detail?: string;
}

export const eventChange = async (eventId: string, detail?: string): Promise<EventChange> => ({
  _id: eventId,
  title: await eventTitle(eventId),
  ...(detail ? { detail } : {}),
});

export const loadChampionship = async (eventId: string): Promise<Championship> => {
  const championship = await championships().get(eventId);
  if (!championship) throw new NotFound('Championship', championshipMessages.notChampionship);
  return championship;
};

/** The entries of an event still entered (withdrawn ones run no race), in name order. */
export const activeEntries = async (eventId: string): Promise<Entry[]> => {
  const found: Entry[] = [];
  for await (const chunk of entries().scan('byEvent', { partition: eventId })) {
    found.push(...chunk.filter((entry) => entry.status === 'entered'));
  }
  return found;
};

/** Whether any of these races has entries (still entered) or results: such races may not be removed. */
const anyInUse = async (eventId: string, raceIds: ReadonlySet<string>): Promise<boolean> => {
  if (raceIds.size === 0) return false;
  for (const entry of await activeEntries(eventId)) if (entry.raceIds.some((id) => raceIds.has(id))) return true;
  for await (const chunk of raceResults().scan('byEvent', { partition: eventId })) {
    if (chunk.some((result) => result.rowCount > 0 && raceIds.has(result.raceId))) return true;
  }
  return false;
};

const refuseRemovals = async (eventId: string, before: readonly Race[], after: readonly Race[]) => {
  const kept = new Set(after.map((race) => race._id));
  const removed = new Set(before.filter((race) => !kept.has(race._id)).map((race) => race._id));
  if (await anyInUse(eventId, removed)) throw new Conflict(championshipMessages.raceInUse);
};

/** Creates or changes the championship of an event; races given replace the list (new ones get ids). */
export const saveChampionship = async (eventId: string, input: z.output<typeof championshipInputSchema>): Promise<Championship> => {
  const event = await events().get(eventId);
  if (!event) throw new NotFound('Event');
  const now = new Date().toISOString();
  const rules = {
    entriesClose: new Date(input.entriesClose).toISOString(),
    ageDate: championshipAgeDay(event.date, input.ageDate),
    maxRacesPerSkater: input.maxRacesPerSkater,
    selectPerRace: input.selectPerRace,
    updatedAt: now,
  };
  const current = await championships().get(eventId);
  const known = new Set(current?.races.map((race) => race._id));
  const races = input.races?.map(({ _id, ...race }): Race => ({ ...race, _id: _id !== undefined && known.has(_id) ? _id : newId() }));
  if (races) await refuseRemovals(eventId, current?.races ?? [], races);
  if (!current) return championships().insert({ _id: eventId, races: races ?? [], ...rules, ...clubRules({}, input) });
  const saved = await championships().update(eventId, (latest) => ({
    ...latest,
    ...rules,
    ...clubRules(latest, input),
    races: races ?? latest.races,
  }));
  if (!saved) throw new NotFound('Championship', championshipMessages.notChampionship);
  return saved;
};

/**
 * A championship set up in one step: its event, then its rules. The event's id follows from the
 * form's key, so the same setup sent twice (a retry after a lost answer, a double click) makes one
 * event and one championship, and a setup stopped between the two is finished by sending it again.
 */
export const setUpChampionship = async (
  input: z.output<typeof championshipSetupSchema>,
): Promise<{ event: Event; championship: Championship; created: boolean }> => {
  const { key, entriesClose, ageDate, maxRacesPerSkater, selectPerRace, ...fields } = input;
  const _id = derivedId('setup', key);
  let event = await events().get(_id);
  if (!event) {
    const images = await checkImages(_id, { image: { value: fields.image, label: 'Image' } });
    try {
      event = await storeWithImages(images, (stored) =>
        events().insert({ ...fields, ...stored, _id, createdAt: new Date().toISOString() } satisfies Event),
      );
    } catch (error) {
      // The same setup sent at the same moment: the other request made the event.
      event = await events().get(_id);
      if (!event) throw error;
    }
  }
  const existing = await championships().get(_id);
  if (existing) return { event, championship: existing, created: false };
  const rules = { entriesClose, maxRacesPerSkater, selectPerRace, ...(ageDate === undefined ? {} : { ageDate }) };
  try {
    return { event, championship: await saveChampionship(_id, rules), created: true };
  } catch (error) {
    const made = await championships().get(_id);
    if (!made) throw error;
    return { event, championship: made, created: false };
  }
};

/** Adds every combination chosen that the championship does not have yet (same name, discipline, age and gender). */
export const addRaceGrid = async (
  eventId: string,
  grid: z.output<typeof raceGridSchema>,
): Promise<{ added: number; championship: Championship }> => {
  await loadChampionship(eventId);
  const combinations = grid.disciplines.length * grid.ageCategories.length * grid.genders.length;
  if (combinations > CHAMPIONSHIP_LIMITS.races) throw new Refused(championshipMessages.tooManyRaces);
  let added = 0;
  const saved = await championships().update(eventId, (current) => {
    const have = new Set(current.races.map((race) => `${race.name}|${race.discipline}|${race.ageCategory}|${race.gender}`));
    const fresh: Race[] = [];
    for (const discipline of grid.disciplines)
      for (const ageCategory of grid.ageCategories)
        for (const gender of grid.genders) {
          const name = gridRaceName(discipline, ageCategory, gender, grid.name);
          if (!have.has(`${name}|${discipline}|${ageCategory}|${gender}`))
            fresh.push({ _id: newId(), name, discipline, ageCategory, gender });
        }
    if (current.races.length + fresh.length > CHAMPIONSHIP_LIMITS.races) throw new Refused(championshipMessages.tooManyRaces);
    added = fresh.length;
    return { ...current, races: [...current.races, ...fresh], updatedAt: new Date().toISOString() };
  });
  if (!saved) throw new NotFound('Championship', championshipMessages.notChampionship);
  return { added, championship: saved };
};

export const removeRace = async (eventId: string, raceId: string): Promise<Championship> => {
  const championship = await loadChampionship(eventId);
  if (!championship.races.some((race) => race._id === raceId)) throw new NotFound('Race', championshipMessages.unknownRaceId);
  if (await anyInUse(eventId, new Set([raceId]))) throw new Conflict(championshipMessages.raceInUse);
  const saved = await championships().update(eventId, (current) => ({
    ...current,
    races: current.races.filter((race) => race._id !== raceId),
    updatedAt: new Date().toISOString(),
  }));
  if (!saved) throw new NotFound('Championship', championshipMessages.notChampionship);
  return saved;
};

/** Public: the rules and the races, nothing else (no entries). */
export const publicChampionship = (championship: Championship) => ({
  eventId: championship._id,
  entriesClose: championship.entriesClose,
  ageDate: ageDayOf(championship),
  open: new Date() < new Date(championship.entriesClose),
  maxRacesPerSkater: championship.maxRacesPerSkater,
  selectPerRace: championship.selectPerRace,
  ...(championship.clubQuotaPerRace === undefined ? {} : { clubQuotaPerRace: championship.clubQuotaPerRace }),
  ...(championship.clubPoints === undefined ? {} : { clubPoints: championship.clubPoints }),
  races: championship.races,
});
