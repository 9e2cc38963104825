/**
 * Every collection the site stores, wherever its feature declares it (most in store/collections.ts,
 * some beside their feature's code): the daily repair walks them in this order, and the backup and
 * the restore take and rebuild each. tests/api/store-v2-repair.test.ts fails when a collection is
 * declared anywhere under _shared/ and missing here, so one added later is repaired and backed up.
 */
import {
  accessLogDefinition,
  accountsDefinition,
  achievementsDefinition,
  auditDefinition,
  certificatesDefinition,
  chargesDefinition,
  championshipsDefinition,
  clubsDefinition,
  contactMessagesDefinition,
  dataRequestsDefinition,
  entriesDefinition,
  eventsDefinition,
  galleryDefinition,
  newsDefinition,
  raceDayBooksDefinition,
  raceDaysDefinition,
  raceResultsDefinition,
  receiptsDefinition,
  registrationsDefinition,
  selectionsDefinition,
  skatersDefinition,
  updatesDefinition,
} from '#shared/store/collections.ts';
import { coachesDefinition } from '#shared/clubs/club-collections.ts';
import { raceCheckinsDefinition } from '#shared/venue/checkins.ts';
import { skaterBestsDefinition } from '#shared/race-day/bests.ts';
import { raceRecordsDefinition } from '#shared/race-day/race-records.ts';
import type { AnyDefinition } from '#shared/store/index.ts';

export const EVERY_COLLECTION: readonly AnyDefinition[] = [
  achievementsDefinition,
  eventsDefinition,
  newsDefinition,
  galleryDefinition,
  updatesDefinition,
  clubsDefinition,
  skatersDefinition,
  registrationsDefinition,
  contactMessagesDefinition,
  championshipsDefinition,
  accountsDefinition,
  entriesDefinition,
  raceResultsDefinition,
  raceDaysDefinition,
  raceDayBooksDefinition,
  selectionsDefinition,
  auditDefinition,
  certificatesDefinition,
  dataRequestsDefinition,
  chargesDefinition,
  receiptsDefinition,
  accessLogDefinition,
  coachesDefinition,
  raceCheckinsDefinition,
  skaterBestsDefinition,
  raceRecordsDefinition,
];
