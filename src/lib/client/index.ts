/**
 * The browser's client of the API, a function per call a screen makes, each a declared route
 * (src/domain/<feature>/*.routes.ts) called through call.ts: paths, inputs and answers come from the
 * declarations. Failures throw ApiError; src/lib/error-text.ts turns any failure into a screen's text.
 */
import { championshipsApi } from './championships.ts';
import { committeeApi } from './committee.ts';
import { contentApi } from './content.ts';
import { eventsApi } from './events.ts';
import { raceDayApi } from './race-day.ts';
import { raceRecordsApi } from './race-records.ts';
import { registryApi } from './registry.ts';

export { ApiError, StaleItemError, UnexpectedFormatError } from './errors.ts';
export { onSignedOut } from './call.ts';
export { everyItem, type ListParams } from './lists.ts';
export type { CertificateBundleStatus } from '#domain/championships/certificate.routes.ts';

export const api = {
  ...committeeApi,
  ...contentApi,
  ...eventsApi,
  ...registryApi,
  ...championshipsApi,
  ...raceDayApi,
  ...raceRecordsApi,
};
