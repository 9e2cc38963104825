/**
 * The club desk's grid (docs/clubs.md#entries-for-the-squad): the championships open now and, for
 * the one chosen, the club's skaters who may run at least one of its races (by the same rules as
 * every entry: discipline, age category on the championship's day, gender; approved for the season
 * now running), each with the races they may run and those already entered. One roster read and one
 * partition read of the championship's entries.
 */
import { currentSeason } from '#config/rules.ts';
import type { Grid } from '#domain/clubs/club-desk.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import { ageDayOf, raceRefusal } from '#domain/championships/championship.ts';
import { ageCategory, dayAsDate } from '#domain/registry/age-category.ts';
import { openEntries, allRosterLines } from './roster.ts';

export const entryGrid = async (club: Club, eventId: string, now = new Date()): Promise<Grid> => {
  const open = await openEntries(now);
  const championships = open.map(({ championship, title }) => ({
    eventId: championship._id,
    title,
    entriesClose: championship.entriesClose,
  }));
  const chosen = open.find(({ championship }) => championship._id === eventId) ?? (eventId === '' ? open[0] : undefined);
  if (!chosen) return { championships, skaters: [] };
  const { championship, title, bySkater } = chosen;
  const day = ageDayOf(championship);
  const season = currentSeason(now);
  const skaters = (await allRosterLines(club)).flatMap((line) => {
    if (line.season !== season) return [];
    const facts = {
      eventCategory: line.eventCategory,
      gender: line.gender,
      ageCategory: ageCategory(line.dob, dayAsDate(day)),
      referenceDay: day,
    };
    const eligible = championship.races.filter((race) => raceRefusal(race, facts) === null).map((race) => race._id);
    const entry = bySkater.get(line._id);
    const entered = entry?.status === 'entered' ? entry.raceIds : [];
    if (eligible.length === 0 && entered.length === 0) return [];
    return [
      {
        _id: line._id,
        name: line.name,
        registrationNo: line.registrationNo,
        ageCategory: facts.ageCategory,
        clubMayEnter: line.clubMayEnter,
        eligible,
        entered: [...entered],
      },
    ];
  });
  return {
    championships,
    championship: {
      eventId: championship._id,
      title,
      entriesClose: championship.entriesClose,
      maxRacesPerSkater: championship.maxRacesPerSkater,
      ...(championship.clubQuotaPerRace === undefined ? {} : { clubQuotaPerRace: championship.clubQuotaPerRace }),
      races: championship.races.map((race) => ({ _id: race._id, name: race.name })),
    },
    skaters,
  };
};
