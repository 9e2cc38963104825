/**
 * What the public may read of each collection, in the order the pages show it. The public GET
 * routes and the build's content export both read through here, so a prerendered page and a live
 * refresh never disagree (and a skater's personal data can leave only through toPublicSkater).
 */
import { sortEvents } from '../../../src/domain/event.ts';
import { toPublicSkater } from '../../../src/domain/skater.ts';
import { achievements, clubs, events, gallery, news, skaters, updates } from './collections.ts';

export const newestFirst = <T extends { createdAt: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

// One collator for every sort: `localeCompare(…, 'en', options)` builds a new one per comparison
// (3 ms for 1,000 names instead of 0.05 ms).
const collator = new Intl.Collator('en', { sensitivity: 'base' });

const byText =
  <T>(text: (item: T) => string) =>
  (items: readonly T[]): T[] =>
    [...items].sort((a, b) => collator.compare(text(a), text(b)));

export const publicAchievements = async () => newestFirst(await achievements().list());
export const publicUpdates = async () => newestFirst(await updates().list());
export const publicEvents = async () => sortEvents(await events().list());
export const publicNews = async () => newestFirst(await news().list());
export const publicGallery = async () => newestFirst(await gallery().list());
export const publicClubs = async () => byText((club: { clubName: string }) => club.clubName)(await clubs().list());
export const publicSkaters = async () => byText((skater: { name: string }) => skater.name)((await skaters().list()).map(toPublicSkater));
