/**
 * Every collection the site stores, each declared in this folder in its feature's file (the store
 * itself is a library that declares none): the daily repair walks them in this order, and the backup and
 * the restore take and rebuild each. tests/api/store-v2-repair.test.ts fails when a collection is
 * declared anywhere under _shared/ and missing here, so one added later is repaired and backed up.
 */
import { accountsDefinition } from './accounts.ts';
import { accessLogDefinition, auditDefinition } from './audit.ts';
import { certificatesDefinition } from './certificates.ts';
import { championshipsDefinition, entriesDefinition, raceResultsDefinition, selectionsDefinition } from './championships.ts';
import { clubsDefinition } from './clubs.ts';
import { achievementsDefinition, galleryDefinition, newsDefinition, updatesDefinition } from './content.ts';
import { eventsDefinition, registrationsDefinition } from './events.ts';
import { dataRequestsDefinition } from './family.ts';
import { chargesDefinition, receiptsDefinition } from './fees.ts';
import { contactMessagesDefinition } from './messages.ts';
import { raceDayBooksDefinition, raceDaysDefinition } from './race-day.ts';
import { skatersDefinition } from './registry.ts';
import { coachesDefinition } from './clubs.ts';
import { raceCheckinsDefinition } from './venue.ts';
import { raceRecordsDefinition, skaterBestsDefinition } from './race-day.ts';
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
