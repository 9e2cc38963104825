/**
 * The sample championship: the upcoming district championship of the sample events, with entries
 * open, a race for each approved sample skater's discipline, age category and gender (and an Open
 * race beside it), every approved skater entered, and results recorded for some races, so a first
 * look shows the entry form, start lists, results and a medal table. Written through the same
 * server code the API uses.
 */
import { ageCategory, championshipAgeDay, dayAsDate } from '#domain/registry/age-category.ts';
import { gridRaceName, type RaceGender } from '#domain/championships/championship.ts';
import { addDays, fromZonedWallTime } from '#domain/common/dates.ts';
import type { Race } from '#domain/championships/championship.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import type { EventCategory } from '#config/rules.ts';
import { currentSeason } from '#config/rules.ts';
import { championships } from '#shared/collections/championships.ts';
import { enterSkater } from '#shared/championships/entry-store.ts';
import { markResultsOfficial, saveRaceResults } from '#shared/championships/race-results.ts';
import { newId } from '#shared/store/index.ts';

export const SAMPLE_CHAMPIONSHIP_TITLE = 'District Roller Skating Championship';
/**
 * A championship already raced, its results official: results are public only from a race's day,
 * so the upcoming championship's cannot show yet, and a first look still needs results and a medal table.
 */
export const SAMPLE_RESULTS_TITLE = 'Road skating marathon';

/** 11:59 pm at the association, `days` from the event's day: when entries close. */
const closeOfDay = (eventDate: string, days: number): string => fromZonedWallTime(`${addDays(eventDate, days)}T23:59`) ?? eventDate;

/** Results of the first few skaters' races: enough for a results page and a medal table. */
const RECORDED = 3;

export const loadSampleChampionship = async (eventItems: readonly Event[], skaterItems: readonly Skater[]): Promise<void> => {
  for (const [title, official] of [
    [SAMPLE_CHAMPIONSHIP_TITLE, false],
    [SAMPLE_RESULTS_TITLE, true],
  ] as const) {
    const event = eventItems.find((item) => item.title === title);
    if (event) await sampleChampionship(event, skaterItems, official);
  }
};

const sampleChampionship = async (event: Event, skaterItems: readonly Skater[], official: boolean): Promise<void> => {
  const now = new Date();
  const ageDate = championshipAgeDay(event.date);
  const on = dayAsDate(ageDate);
  const entrants = skaterItems.filter((skater) => skater.status === 'approved' && skater.season === currentSeason(now));
  const racesOf = new Map<string, Race[]>();
  const races: Race[] = [];
  for (const skater of entrants) {
    const discipline = skater.eventCategory as EventCategory;
    const category = ageCategory(skater.dob, on);
    const genders: RaceGender[] = skater.gender === 'Male' || skater.gender === 'Female' ? [skater.gender, 'Open'] : ['Open'];
    const own = genders.map((gender): Race => ({
      _id: newId(),
      name: gridRaceName(discipline, category, gender),
      discipline,
      ageCategory: category,
      gender,
    }));
    racesOf.set(skater._id, own);
    races.push(...own);
  }
  const championship = await championships().insert({
    _id: event._id,
    // Entries close a week before the event, as the event's description says.
    entriesClose: closeOfDay(event.date, -7),
    ageDate,
    maxRacesPerSkater: 3,
    selectPerRace: 2,
    races,
    updatedAt: now.toISOString(),
  });
  const entries = [];
  for (const skater of entrants) {
    const own = racesOf.get(skater._id) ?? [];
    entries.push({
      skater,
      own,
      entry: (
        await enterSkater(
          championship,
          skater,
          own.map((race) => race._id),
          { replace: true, byAdmin: true },
          now,
        )
      ).entry,
    });
  }
  for (const [index, { own, entry }] of entries.slice(0, RECORDED).entries()) {
    for (const race of own) {
      await saveRaceResults(event._id, race._id, {
        rows: [{ entryId: entry._id, position: 1, mark: `${48 + index}.${String(index * 7 + 10)}` }],
        reason: '',
      });
      if (official) await markResultsOfficial(event._id, race._id);
    }
  }
};
