/**
 * A registry of many skater profiles for measuring pages at scale (`npm run lighthouse`): fictional
 * profiles with two dozen different drawn photos, written in the first release's layout (one
 * document, bench/harness.ts `bulkLoad`), which the store migrates on its first use. Call it on an
 * empty store, before the sample content is loaded.
 */
import { EVENT_CATEGORIES, currentSeason } from '#config/rules.ts';
import { withCheckDigit } from '#domain/registry/aadhaar.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { prepareImage, saveImage } from '#shared/media/stored-images.ts';
import { inParallel, newId } from '#shared/store/index.ts';
import { bulkLoad } from '#scripts/bench/harness.ts';
import { identityProof, skaterPhoto } from './sample-art/pictures.ts';

const FIRST = [
  'Aarav',
  'Diya',
  'Ishaan',
  'Kavya',
  'Arjun',
  'Meera',
  'Rohan',
  'Ananya',
  'Vihaan',
  'Saanvi',
  'Kabir',
  'Aditi',
  'Reyansh',
  'Anika',
];
const LAST = ['Sharma', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Menon', 'Das', 'Patel', 'Rao', 'Joshi', 'Khan', 'Singh', 'Kulkarni', 'Verma'];
const CLUBS = ['Anandpur Speed Skaters Club', 'Riverside Roller Academy', 'Green Valley Inline Club'];
const PHOTOS = 24;

export const addManySkaters = async (count: number): Promise<void> => {
  const photos = await inParallel(
    Array.from({ length: PHOTOS }, (_, index) => index),
    4,
    async (index) => saveImage(await prepareImage(await skaterPhoto(900 + index, index % 2 === 0), 'Skater photo'), 'personal'),
  );
  const proof = await saveImage(await prepareImage(await identityProof(950), 'Identity proof'), 'private');
  const year = new Date().getUTCFullYear();
  // Bulk profiles stand for a busy registry: approved for this season, so they fill the public list.
  const season = currentSeason();
  const skaters = Array.from({ length: count }, (_, index): Skater => {
    const createdAt = new Date(Date.UTC(year - 5, 0, 1) + index * 3_600_000).toISOString();
    return {
      _id: newId(),
      status: 'approved',
      season,
      dobChanges: [],
      rsfiNo: `RSFI-${100_000 + index}`,
      name: `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]} ${index}`,
      parentName: `${FIRST[(index + 3) % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]}`,
      dob: `${year - 6 - (index % 14)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      gender: index % 2 === 0 ? 'Female' : 'Male',
      aadharNo: withCheckDigit(`3${String(index).padStart(10, '0')}`),
      phoneNo: `98${String(index).padStart(8, '0')}`,
      email: `family-${index}@example.org`,
      eventCategory: EVENT_CATEGORIES[index % EVENT_CATEGORIES.length] ?? EVENT_CATEGORIES[0],
      representativeClub: CLUBS[index % CLUBS.length] ?? 'Riverside Roller Academy',
      coachName: 'Arjun Nair',
      skaterPhoto: photos[index % PHOTOS] ?? '',
      proofType: 'Aadhar',
      fileKey: proof,
      consentAt: createdAt,
      createdAt,
    };
  });
  await bulkLoad('skater-profiles', skaters);
};
