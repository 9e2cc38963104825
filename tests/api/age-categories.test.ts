/**
 * The public skater list keeps each profile's age category as it was worked out when the profile
 * was written (its index holds no date of birth); the daily job moves the profiles whose category
 * the date has changed since, and only those.
 */
import { currentSeason } from '../../src/config/rules.ts';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { ageCategory } from '../../src/domain/registry/age-category.ts';
import type { Skater } from '../../src/domain/registry/skater.schema.ts';
import type { PublicSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { refreshAgeCategories } from '../../netlify/functions/_shared/registry/age-categories.ts';
import { skaters, skatersDefinition } from '#shared/collections/registry.ts';
import refreshJob, { config } from '../../netlify/functions/refresh-age-categories.ts';
import { newId } from '../../netlify/functions/_shared/store/index.ts';
import { validAadhaar } from './support/fixtures.ts';
import { jsonOf, startApi, type Api } from './support/harness.ts';
import { expectConsistent } from './support/store-v2.ts';

let api: Api;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.stop());

/** Approved for the season of the real clock (the profiles are written with the clock set back). */
const SEASON = currentSeason();

const skater = (name: string, dob: string): Skater => ({
  _id: newId(),
  status: 'approved',
  season: SEASON,
  dobChanges: [],
  rsfiNo: '',
  name,
  parentName: 'Parent',
  dob,
  gender: 'Female',
  aadharNo: validAadhaar(),
  phoneNo: '9876543210',
  email: `${name.toLowerCase().replace(/\s/g, '.')}@example.org`,
  eventCategory: 'Speed Quad',
  representativeClub: 'Riverside',
  coachName: 'Coach',
  skaterPhoto: '',
  proofType: 'Aadhar',
  fileKey: 'proof.png',
  consentAt: '2020-01-01T00:00:00.000Z',
  createdAt: '2020-01-01T00:00:00.000Z',
});

const publicCategories = async () =>
  Object.fromEntries(
    (await jsonOf<{ profiles: PublicSkater[] }>(await api.call('GET', '/api/skaterprofiles'))).profiles.map((item) => [
      item.name,
      item.ageCategory,
    ]),
  );

test('moves the profiles whose age category changed since they were written, and only those', async () => {
  // Written on 1 March 2020: Asha was 6 then (Cadet 5-7); Vera, born 1990, a Senior then and now.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2020-03-01T10:00:00Z'));
  try {
    await skaters().insert(skater('Asha Rao', '2013-06-15'));
    await skaters().insert(skater('Vera Nair', '1990-02-02'));
  } finally {
    vi.useRealTimers();
  }
  expect(await publicCategories()).toEqual({ 'Asha Rao': 'Cadet (5-7)', 'Vera Nair': 'Senior' });
  const today = ageCategory('2013-06-15');
  expect(today).not.toBe('Cadet (5-7)');

  expect(await refreshAgeCategories()).toEqual({ checked: 2, refreshed: 1 });
  expect(await publicCategories()).toEqual({ 'Asha Rao': today, 'Vera Nair': 'Senior' });
  await expectConsistent(skatersDefinition);
  // Nothing left to move; the scheduled function does the same, daily.
  expect(await refreshAgeCategories()).toEqual({ checked: 2, refreshed: 0 });
  expect((await refreshJob()).status).toBe(204);
  expect(config).toEqual({ schedule: '@daily' });
});
