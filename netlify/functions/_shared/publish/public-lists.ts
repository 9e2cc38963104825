/**
 * What the public may read of each collection, in the order the pages show it. The public GET
 * routes and the build's content export both read through here, so a prerendered page and a live
 * refresh never disagree (and a skater's personal data never leaves: the public skater index holds
 * only public fields).
 */
import type { AchievementLevel } from '#config/rules.ts';
import { currentSeason } from '#config/rules.ts';
import { clubs } from '#shared/collections/clubs.ts';
import { achievements, gallery, news, updates } from '#shared/collections/content.ts';
import { skaters, approvedList } from '#shared/collections/registry.ts';
import { indexSource } from '#shared/platform/paged-lists.ts';

export { upcomingThenPast as publicEvents } from '#shared/events/event-order.ts';

/** Highest level first, then newest (by year, then when added); one level's own partition, newest first, when `level` is given. */
export const publicAchievements = (level?: AchievementLevel) =>
  level
    ? indexSource(achievements(), 'byLevel', { partition: level, reverse: true })
    : indexSource(achievements(), 'byRank', { reverse: true });
export const publicUpdates = () => indexSource(updates(), 'newest', { reverse: true });
export const publicNews = () => indexSource(news(), 'newest', { reverse: true });
export const publicGallery = () => indexSource(gallery(), 'newest', { reverse: true });
export const publicClubs = () => indexSource(clubs(), 'byName');
/** Approved profiles of the current season only: pending, rejected and lapsed ones are in no public list. */
export const publicSkaters = (now = new Date()) => indexSource(skaters(), 'publicByName', { partition: approvedList(currentSeason(now)) });
