/**
 * The public list shows each skater's age category, which the date moves on (a birthday crosses a
 * category's limit). The public index holds only public fields, so it keeps the category worked
 * out when the profile was written; once a day the profiles whose category has moved since are
 * synced again, from the dates of birth the admin index holds.
 */
import { ageCategory, referenceDate } from '#domain/registry/age-category.ts';
import { currentSeason } from '#config/rules.ts';
import { skaters, ADMIN_SKATER_LIST, approvedList } from '#shared/collections/registry.ts';
import { inParallel } from '#shared/store/index.ts';

export const refreshAgeCategories = async (now = new Date()): Promise<{ checked: number; refreshed: number }> => {
  const store = skaters();
  const dates = new Map<string, string>();
  for await (const chunk of store.scan('adminByName', { partition: ADMIN_SKATER_LIST }))
    for (const skater of chunk) dates.set(skater._id, skater.dob);
  const moved: string[] = [];
  let checked = 0;
  for await (const chunk of store.scan('publicByName', { partition: approvedList(currentSeason(now)) })) {
    for (const skater of chunk) {
      checked += 1;
      const dob = dates.get(skater._id);
      if (dob !== undefined && ageCategory(dob, referenceDate(now)) !== skater.ageCategory) moved.push(skater._id);
    }
  }
  await inParallel(moved, 8, (id) => store.refresh(id));
  return { checked, refreshed: moved.length };
};
