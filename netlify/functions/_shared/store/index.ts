/**
 * The store: typed collections over Netlify Blobs whose costs do not grow with their size.
 *
 * Read in this order:
 *   records.ts        a collection: get, insert, update, remove, paged lists, scans, counters, claims
 *   ordered-index.ts  an index partition: a head listing immutable chunks; pages, scans, commits
 *   chunks.ts         index entries, chunk sizes, the per-instance chunk cache
 *   migrate.ts        first use: the old one-document layout becomes this one
 *   blobs.ts          the key layout, conditional writes, retries
 *   definition.ts     how a collection and its indexes are declared
 *   atomic.ts         counters and uniqueness claims
 *   check.ts          the consistency check: indexes against records, heads against chunks, garbage
 *   inspect.ts        reading the stored layout key by key (for the check and the repair)
 *   repair.ts         the scheduled repair: finishes stopped writes, fixes drift, collects garbage
 */
export { inParallel, newId } from './blobs.ts';
export { collection, type Collection, type Page, type PageOptions } from './records.ts';
export type { CollectionDefinition, Identified, IndexDefinition, Indexes, SummaryOf } from './definition.ts';
export { define } from './definition.ts';
export { fitted, whole } from './summary.ts';
export { editedSingleton, singleton } from './singleton.ts';
export { checkCollection, DRIFT_KINDS, GARBAGE_KINDS, type CollectionCheck, type Finding, type FindingKind } from './check.ts';
export { readRepairReport, repairStore, type AnyDefinition, type RepairCounts, type RepairOptions, type RepairReport } from './repair.ts';
export { SUMMARY_MAX_BYTES } from './chunks.ts';
export { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '#config/paging.ts';
