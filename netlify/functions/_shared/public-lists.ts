/**
 * What the public may read of each collection, in the order the pages show it. The public GET
 * routes and the build's content export both read through here, so a prerendered page and a live
 * refresh never disagree (and a skater's personal data never leaves: the public skater index holds
 * only public fields).
 */
import type { AchievementLevel } from '../../../src/config/rules.ts';
import { achievements, clubs, gallery, news, SKATER_LIST, skaters, updates } from './collections.ts';
import { indexSource } from './lists.ts';

export { upcomingThenPast as publicEvents } from './event-list.ts';

/** Newest first; one level's own partition when `level` is given. */
export const publicAchievements = (level?: AchievementLevel) =>
  level
    ? indexSource(achievements(), 'byLevel', { partition: level, reverse: true })
    : indexSource(achievements(), 'newest', { reverse: true });
export const publicUpdates = () => indexSource(updates(), 'newest', { reverse: true });
export const publicNews = () => indexSource(news(), 'newest', { reverse: true });
export const publicGallery = () => indexSource(gallery(), 'newest', { reverse: true });
export const publicClubs = () => indexSource(clubs(), 'byName');
export const publicSkaters = () => indexSource(skaters(), 'publicByName', { partition: SKATER_LIST });
