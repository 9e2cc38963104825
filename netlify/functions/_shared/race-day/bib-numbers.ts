/** Numbering a championship's bibs: every skater entered who has none gets the next of their sequence. */
import type { BibMode } from '#domain/race-day/bibs.ts';
import { numberBibs } from '#domain/race-day/bibs.ts';
import { raceDayBooks } from '#shared/collections/race-day.ts';
import { activeEntries, loadChampionship } from '#shared/championships/championship-store.ts';

export const numberChampionshipBibs = async (eventId: string, mode: BibMode): Promise<{ bibs: Record<string, number>; added: number }> => {
  const [championship, entrants] = await Promise.all([loadChampionship(eventId), activeEntries(eventId)]);
  const categories = new Map(championship.races.map((race) => [race._id, race.ageCategory]));
  const bibbed = entrants.map((entry) => ({
    entryId: entry._id,
    name: entry.name,
    ageCategory: categories.get(entry.raceIds[0] ?? '') ?? '',
  }));
  const now = new Date().toISOString();
  let added = 0;
  const change = (given: Record<string, number>) => {
    const bibs = numberBibs(bibbed, given, mode);
    added = Object.keys(bibs).length - Object.keys(given).length;
    return bibs;
  };
  const updated = await raceDayBooks().update(eventId, (book) => ({ ...book, bibMode: mode, bibs: change(book.bibs), updatedAt: now }));
  if (updated) return { bibs: updated.bibs, added };
  try {
    const made = await raceDayBooks().insert({ _id: eventId, bibMode: mode, bibs: change({}), eventNumbers: {}, updatedAt: now });
    return { bibs: made.bibs, added };
  } catch {
    const again = await raceDayBooks().update(eventId, (book) => ({ ...book, bibMode: mode, bibs: change(book.bibs), updatedAt: now }));
    return { bibs: again?.bibs ?? {}, added };
  }
};
