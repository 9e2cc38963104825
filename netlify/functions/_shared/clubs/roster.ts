/**
 * A club's roster on the club desk (docs/clubs.md#the-roster): the approved skaters whose club on
 * file is the club's name, by name, 200 a page, each with their age category, season status, the
 * parent's choice about club entries and their entries in the championships open now. One index
 * page read for the skaters and one partition read per open championship for the entries, whatever
 * the size of the club: never a read per skater.
 */
import { currentSeason } from '#config/rules.ts';
import { ageCategory, dayAsDate } from '#domain/registry/age-category.ts';
import { ageDayOf } from '#domain/championships/championship.ts';
import type { Championship, Entry } from '#domain/championships/championship.schema.ts';
import type { Roster, RosterSkater } from '#domain/clubs/club-desk.schema.ts';
import type { Club } from '#domain/content/club.schema.ts';
import { entries } from '#shared/collections/championships.ts';
import { events } from '#shared/collections/events.ts';
import { clubPartition, skaters } from '#shared/collections/registry.ts';
import { inParallel } from '#shared/store/index.ts';
import { openChampionships } from '#shared/family/family-championships.ts';

export const ROSTER_PAGE_SIZE = 200;

export type RosterLine = Omit<RosterSkater, 'entries' | 'ageCategory' | 'seasonStatus'> & { dob: string };

/** One page of the club's roster lines (with the date of birth, for the server's own checks only). */
export const rosterLines = async (club: Club, page = 1, pageSize = ROSTER_PAGE_SIZE): Promise<{ items: RosterLine[]; total: number }> => {
  const found = await skaters().page('byClub', { partition: clubPartition(club.clubName), offset: (page - 1) * pageSize, limit: pageSize });
  return { items: found.items, total: found.total };
};

/** Every line of the roster (the batch checks read the whole club: 200 at a time). */
export const allRosterLines = async (club: Club): Promise<RosterLine[]> => {
  const lines: RosterLine[] = [];
  for await (const chunk of skaters().scan('byClub', { partition: clubPartition(club.clubName) })) lines.push(...chunk);
  return lines;
};

/** The entries of each open championship, by skater (one partition read per championship). */
export const openEntries = async (now: Date): Promise<{ championship: Championship; title: string; bySkater: Map<string, Entry> }[]> => {
  const open = await openChampionships(now);
  return inParallel(open, 4, async (championship) => {
    const bySkater = new Map<string, Entry>();
    for await (const chunk of entries().scan('byEvent', { partition: championship._id })) {
      for (const entry of chunk) bySkater.set(entry.skaterId, entry);
    }
    const event = await events().get(championship._id);
    return { championship, title: event?.title ?? 'Championship', bySkater };
  });
};

/** What the coach sees of a line: never the date of birth. */
export const rosterView = (line: RosterLine, open: Awaited<ReturnType<typeof openEntries>>, now: Date): RosterSkater => {
  const { dob, ...rest } = line;
  return {
    ...rest,
    ageCategory: ageCategory(dob, now),
    seasonStatus: line.season === currentSeason(now) ? 'current' : 'lapsed',
    entries: open.flatMap(({ championship, title, bySkater }) => {
      const entry = bySkater.get(line._id);
      if (!entry || entry.status !== 'entered') return [];
      const names = new Map(championship.races.map((race) => [race._id, race.name]));
      return [
        {
          eventId: championship._id,
          title,
          races: entry.raceIds.map((id) => names.get(id) ?? id),
          byClub: (entry as Entry & { byClub?: unknown }).byClub !== undefined,
        },
      ];
    }),
  };
};

export const roster = async (club: Club, page: number, now = new Date()): Promise<Roster> => {
  const [{ items, total }, open] = await Promise.all([rosterLines(club, page), openEntries(now)]);
  return {
    club: { _id: club._id, clubName: club.clubName },
    items: items.map((line) => rosterView(line, open, now)),
    total,
    page,
    pageSize: ROSTER_PAGE_SIZE,
  };
};

/** The age category on a championship's day, for the batch's eligibility. */
export const ageCategoryFor = (dob: string, championship: Championship): string => ageCategory(dob, dayAsDate(ageDayOf(championship)));
