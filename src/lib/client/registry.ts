/** The skater registry: the registration form, the public list, the registrar's reviews and a skater's page. */
import { resultsRoutes } from '#domain/championships/results.routes.ts';
import { familySessionRoutes } from '#domain/family/family-session.routes.ts';
import { skaterRoutes } from '#domain/registry/skater.routes.ts';
import type { SkaterResult } from '#domain/championships/championship-views.ts';
import type { AccessEntry } from '#domain/committee/access-log.schema.ts';
import type { PagedList } from '#domain/common/list-query.ts';
import type { RegisteredSkater, RegistrySkater } from '#domain/registry/registry-types.ts';
import type { SkaterPageView } from '#domain/registry/skater-page.ts';
import type { SkaterInput } from '#domain/registry/skater.schema.ts';
import { call, callPage, undeclaredAnswer } from './call.ts';
import type { ListParams } from './lists.ts';

export const registryApi = {
  // Skater profiles: the public view for visitors, the full (masked) view for admins.
  // `eventCategory`, `ageCategory` and `club` filter both.
  // Visitors see approved profiles of the current season; admins filter by `status` and `season` too.
  // The list answers either view by the session; each screen knows which it is.
  skaters: (params?: ListParams) => callPage(skaterRoutes.list, { query: params }, (answer) => answer.profiles as RegisteredSkater[]),
  adminSkaters: (params?: ListParams) => callPage(skaterRoutes.list, { query: params }, (answer) => answer.profiles as RegistrySkater[]),
  /** The clubs skaters named, with how many did (the recipients' club filter). */
  skaterClubs: () => call(skaterRoutes.clubs),
  addSkater: (body: SkaterInput) => call(skaterRoutes.add, { body }),
  /** The success screen's "send the link again", to a corrected address when one is given. */
  sendConfirmationAgain: (key: string, email?: string) => call(skaterRoutes.confirmAgain, { body: email ? { key, email } : { key } }),
  confirmRegistration: (token: string) => call(skaterRoutes.confirm, { body: { token } }),
  deleteSkater: (id: string) => call(skaterRoutes.remove, { params: { id } }),
  /** Owners: who opened the profile's full record or identity proof, and when, newest first, a page at a time. */
  skaterAccessLog: async (id: string, params: ListParams = {}): Promise<PagedList<AccessEntry>> => {
    const answer = await call(skaterRoutes.accessLog, { params: { id }, query: { page: params.page, pageSize: params.pageSize } });
    return { items: answer.entries as AccessEntry[], total: answer.total, page: answer.page, pageSize: answer.pageSize };
  },
  /** What goes with the profile if it is deleted: its championship entries, result rows and certificates. */
  skaterDeletionCounts: (id: string) => call(skaterRoutes.deletion, { params: { id } }),
  /** A parent's look-up: reference and date of birth. */
  registrationStatus: (reference: string, dob: string) => call(skaterRoutes.status, { body: { reference, dob } }),
  /**
   * Renewal (no `eventId`) or a championship's entry without a family session: the link goes to
   * the address on the registration; the answer is the same for every number.
   */
  familyLink: (body: { registrationNo: string; eventId?: string; website?: string }) => call(familySessionRoutes.link, { body }),
  /** The link from the letter asking to confirm new contact details. */
  confirmContact: (token: string) => call(skaterRoutes.confirmContact, { body: { token } }),

  /** What a skater's public page shows (approved, current profiles only; 404 otherwise). */
  skaterPage: (id: string) => undeclaredAnswer<SkaterPageView>(call(resultsRoutes.skaterPage, { params: { id } })),
  /** A profile's results across the latest championships (approved, current profiles only). */
  skaterResults: (id: string) => undeclaredAnswer<{ results: SkaterResult[] }>(call(resultsRoutes.skaterResults, { params: { id } })),
};
