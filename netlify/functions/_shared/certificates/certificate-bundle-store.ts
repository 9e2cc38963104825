/**
 * Where a championship's PDF of all its certificates and its job are kept, and their removal. Kept
 * apart from the making of the PDF (certificate-bundle.ts), so that what deletes a championship or a
 * skater does not load the PDF library and the embedded fonts into its function.
 */
import { getStore } from '@netlify/blobs';

const BUNDLES_STORE = 'certificate-bundles';

export const jobKey = (eventId: string) => `${eventId}/job`;
export const pdfKey = (eventId: string) => `${eventId}/certificates.pdf`;
export const bundleStore = () => getStore(BUNDLES_STORE);

/** Deletes the event's job and PDF (the event is being deleted, or a skater the PDF names). */
export const deleteBundle = async (eventId: string): Promise<void> => {
  await Promise.all([bundleStore().delete(pdfKey(eventId)), bundleStore().delete(jobKey(eventId))]);
};
