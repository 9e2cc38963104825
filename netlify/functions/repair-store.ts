/**
 * Daily: the store's repair (`_shared/store/repair.ts`) over every collection. It finishes index
 * work that a stopped write left in a record, puts back in line any index entry that does not
 * match its record, and collects garbage (chunks no index lists, replaced index versions, old
 * tombstones). Then it settles the receipt numbers of this financial year and the last
 * (`fees/receipt-numbers.ts`): a confirmation stopped after taking its number gets its receipt.
 * A run stops starting slices well inside a scheduled function's time limit and the next one
 * goes on from there; its report (counts only) is on the owner's dashboard. A scheduled
 * function has no URL: Netlify runs it on its schedule, the local server on the same schedule,
 * and `npm run scheduled -- repair-store` at once.
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
} from './_shared/store/collections.ts';
import { coachesDefinition } from './_shared/clubs/club-collections.ts';
import { repairStore, type AnyDefinition } from './_shared/store/index.ts';
import { openFinancialYears, settleReceiptNumbers } from './_shared/fees/receipt-numbers.ts';

/** Every collection, in the order a pass walks them. */
export const REPAIRED_COLLECTIONS: readonly AnyDefinition[] = [
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
];

export default async (): Promise<Response> => {
  const { run, pass, slices, ms } = await repairStore(REPAIRED_COLLECTIONS);
  console.log(
    `[repair-store] ${slices} slices, ${run.records} records in ${ms} ms: ${run.drift} drift found, ${run.fixedRecords} records and ` +
      `${run.fixedPartitions} partitions fixed, collected ${run.collectedChunks} chunks, ${run.collectedTombstones} tombstones, ` +
      `${run.collectedIndexKeys} old index keys, ${run.errors} errors; pass ${pass.complete ? 'complete' : `at ${pass.collectionsDone} of ${pass.collections} collections`}`,
  );
  for (const year of openFinancialYears(new Date())) {
    const settled = await settleReceiptNumbers(year);
    console.log(
      `[repair-store] receipts ${year}: ${settled.recovered} written from a stopped confirmation, ${settled.running} in progress`,
    );
  }
  return new Response(null, { status: 204 });
};

export const config = { schedule: '@daily' };
