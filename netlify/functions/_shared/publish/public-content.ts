/**
 * Reads what the prerendered pages show from the store, in its public form only: the first page
 * of each public list with its total, and the records whose detail pages are prerendered (the
 * first PRERENDERED_DETAILS of each list). Its cost does not grow with the collections.
 */
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PRERENDERED_DETAILS } from '#config/paging.ts';
import { ACHIEVEMENT_LEVELS } from '#config/rules.ts';
import { publicContentSchema, type PublicContent } from '#domain/content/public-content.schema.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { championships } from '#shared/collections/championships.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { achievements, breakingNews, news as newsItems } from '#shared/collections/content.ts';
import { events } from '#shared/collections/events.ts';
import { eventResults, publicResults, startLists } from '#shared/championships/race-results.ts';
import type { ListSource } from '#shared/platform/paged-lists.ts';
import { publicAchievements, publicClubs, publicEvents, publicGallery, publicNews, publicSkaters, publicUpdates } from './public-lists.ts';
import { inParallel } from '#shared/store/index.ts';
import { todayOnCalendar } from '#shared/events/event-order.ts';
import { readSeasonFees } from '#shared/collections/fees.ts';
import { currentSeason } from '#config/rules.ts';
import { publicRecordsOf } from '#shared/race-day/race-records.ts';

const firstPage = async <S>(source: ListSource<S>) => source.page(0, PAGE_SIZE_DEFAULT);

/** The whole records of the first `count` items of a list (a page of summaries at a time). */
const firstRecords = async <T>(source: ListSource<{ _id: string }>, get: (id: string) => Promise<T | undefined>, count: number) => {
  const ids: string[] = [];
  while (ids.length < count) {
    const { items, total } = await source.page(ids.length, Math.min(PAGE_SIZE_MAX, count - ids.length));
    ids.push(...items.map((item) => item._id));
    if (items.length === 0 || ids.length >= total) break;
  }
  const records = await inParallel(ids, 8, get);
  return records.filter((record): record is T => record !== undefined);
};

/** The start lists and results of the championships among the prerendered events (one read each for the others). */
const championshipSheets = async (prerendered: readonly Event[]) => {
  const found = await inParallel(prerendered, 8, async (event) => ((await championships().get(event._id)) ? event._id : undefined));
  const ids = found.filter((id): id is string => id !== undefined);
  const dayOf = new Map(prerendered.map((event) => [event._id, event.date]));
  return inParallel(ids, 4, async (eventId) => ({
    eventId,
    startLists: await startLists(eventId),
    // Results before the race's day stay out of the built pages as they stay out of the API.
    results: publicResults(await eventResults(eventId), dayOf.get(eventId)),
  }));
};

/** When entries close, for the championships among the coming events (the home page's "Enter" and countdown). */
const entriesCloseOf = async (coming: readonly Event[], today: string) => {
  const upcoming = coming.filter((event) => event.date >= today);
  const found = await inParallel(upcoming, 8, async (event) => {
    const championship = await championships().get(event._id);
    return championship ? ([event._id, championship.entriesClose] as const) : undefined;
  });
  return Object.fromEntries(found.filter((pair) => pair !== undefined));
};

export const readPublicContent = async (): Promise<PublicContent> => {
  const [breaking, achievementList, byLevel, updates, eventList, news, gallery, clubList, skaters, details] = await Promise.all([
    breakingNews().get(),
    firstPage(publicAchievements()),
    Promise.all(ACHIEVEMENT_LEVELS.map(async (level) => [level, await firstPage(publicAchievements(level))] as const)),
    firstPage(publicUpdates()),
    firstPage(publicEvents()),
    firstPage(publicNews()),
    firstPage(publicGallery()),
    firstPage(publicClubs()),
    firstPage(publicSkaters()),
    Promise.all([
      firstRecords(publicAchievements(), (id) => achievements().get(id), PRERENDERED_DETAILS),
      firstRecords(publicEvents(), (id) => events().get(id), PRERENDERED_DETAILS),
      firstRecords(publicClubs(), (id) => clubs().get(id), PRERENDERED_DETAILS),
      firstRecords(publicNews(), (id) => newsItems().get(id), PRERENDERED_DETAILS),
    ]),
  ]);
  const [sheets, entriesClose, seasonFees, records] = await Promise.all([
    championshipSheets(details[1]),
    entriesCloseOf(eventList.items, todayOnCalendar()),
    readSeasonFees(currentSeason()),
    publicRecordsOf(details[1]),
  ]);
  // Parsed on the way out: the export schema keeps only public fields, whatever a reader returned.
  return publicContentSchema.parse({
    exportedAt: new Date().toISOString(),
    breakingNews: breaking?.content ?? '',
    breakingNewsLink: breaking?.link ?? '',
    achievements: achievementList,
    achievementsByLevel: Object.fromEntries(byLevel),
    updates,
    events: eventList,
    news,
    gallery,
    clubs: clubList,
    skaters,
    details: { achievements: details[0], events: details[1], clubs: details[2], news: details[3] },
    entriesClose,
    championships: sheets,
    records,
    ...(seasonFees ? { seasonFees } : {}),
  });
};
