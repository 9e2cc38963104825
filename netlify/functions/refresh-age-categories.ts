/**
 * Daily: the public skater list's age categories follow the date (_shared/age-categories.ts). A
 * scheduled function has no URL: Netlify runs it on its schedule, and the local server routes no
 * request to it.
 */
import { refreshAgeCategories } from './_shared/registry/age-categories.ts';

export default async (): Promise<Response> => {
  const { checked, refreshed } = await refreshAgeCategories();
  console.log(`[refresh-age-categories] ${refreshed} of ${checked} profiles moved to another age category`);
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
