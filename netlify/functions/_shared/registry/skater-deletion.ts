/**
 * Deleting a skater's profile, the one way for every caller (the registrar's delete button, a
 * parent's deletion request answered from the queue): the championships' records of the skater
 * (skater-removal.ts), the event registrations made for the child with its address
 * (family/child-registrations.ts), the parent's requests' copies of personal values, the skater's
 * personal and season bests (race-day/bests.ts), the fees still due (waived), the photo and
 * the identity proof, then the record, whose reference and registration number are freed.
 */
import { skaterMessages } from '#domain/registry/skater.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { skaters } from '#shared/collections/registry.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { removeRecord, type RemoveOptions } from '#shared/records/record-handlers.ts';
import { forgetRequestsOf } from '#shared/family/data-requests.ts';
import { deleteChildRegistrations } from '#shared/family/child-registrations.ts';
import { releaseKeys } from './registry-keys.ts';
import { deleteSkaterBests } from '#shared/race-day/bests.ts';
import { waiveDueCharges } from '#shared/fees/charges-waived.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { deleteSkaterCertificates, deleteSkaterEntries, deleteSkaterResults, deleteSkaterSelections } from './skater-removal.ts';

export const skaterRemoval: RemoveOptions<Skater> = {
  message: skaterMessages.deleted,
  rebuild: 'skater profile deleted',
  files: (item) => [
    { ref: item.skaterPhoto, visibility: 'personal' },
    { ref: item.fileKey, visibility: 'private' },
  ],
  // Entries last: the others find the skater's records through them.
  dependents: [
    { field: 'certificatesDeleted', remove: deleteSkaterCertificates },
    { field: 'resultsDeleted', remove: deleteSkaterResults },
    { field: 'teamChangesDeleted', remove: deleteSkaterSelections },
    { field: 'entriesDeleted', remove: deleteSkaterEntries },
    { field: 'registrationsDeleted', remove: deleteChildRegistrations },
    { field: 'requestsCleared', remove: forgetRequestsOf },
    { field: 'bestsDeleted', remove: deleteSkaterBests },
    // Nobody owes a deleted profile's fees; paid ones keep their receipts for the accounts.
    { field: 'chargesWaived', remove: (id) => waiveDueCharges(id, feeMessages.waivedProfileDeleted) },
  ],
  remove: async (id) => {
    const removed = await skaters().remove(id);
    if (removed) await releaseKeys(removed);
    return removed;
  },
};

export const deleteSkaterProfile = (id: string, context: RequestContext): Promise<Record<string, number>> =>
  removeRecord(skaters, 'Skater profile', skaterRemoval, id, context);
