/**
 * A copy of everything stored about a child, for the parent: the record (the Aadhaar number
 * masked, as every screen shows it; the identity proof as its own download while it is kept), the
 * consent record, entries (with the championship's title and the races' names), results,
 * certificates, the parent's requests and the event registrations made with the child's address.
 * As JSON, every time with the association's offset; the family page's readable page
 * (`/my/data`) shows the same answer in words.
 */
import { maskAadhaar } from '#domain/registry/aadhaar.ts';
import { CONSENT_NOT_CONFIRMED, noticeOf } from '#domain/registry/consent-notices.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { formatReference } from '#domain/registry/skater-registry.ts';
import type { ChildDataView, ConsentView, EntryView, EventRegistrationView } from '#domain/family/child-data-view.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { offsetTimes, withOffset } from '#domain/common/offset-time.ts';
import type { Entry } from '#domain/championships/championship.schema.ts';
import { site } from '#config/site.ts';
import { fillPath } from '#domain/common/route-path.ts';
import { familyChildRoutes } from '#domain/family/family-children.routes.ts';
import { skaterResults } from '#shared/championships/race-results.ts';
import { championships, entries, events } from '#shared/store/collections.ts';
import { inParallel } from '#shared/store/index.ts';
import { certificatesOf } from './family-championships.ts';
import { requestsOf, requestView } from './data-requests.ts';
import { registrationsByAddress } from './child-registrations.ts';

/**
 * The consent record with the notice it was given on, word for word. A profile from before
 * confirmations, or added by an admin, has only the time the form was sent.
 */
const consentOf = (skater: Skater): ConsentView => {
  if (!skater.consent) return { confirmed: false, recordedAt: skater.consentAt, note: CONSENT_NOT_CONFIRMED };
  const notice = noticeOf(skater.consent.noticeVersion);
  return {
    confirmed: true,
    confirmedBy: skater.consent.email,
    confirmedAt: skater.consent.confirmedAt,
    how: skater.consent.how,
    noticeVersion: skater.consent.noticeVersion,
    ...(skater.consent.language ? { language: skater.consent.language } : {}),
    ...(skater.consentWithdrawal ? { withdrawn: { at: skater.consentWithdrawal.at, language: skater.consentWithdrawal.language } } : {}),
    ...(notice ? { noticeDate: notice.date, noticeText: notice.consent } : {}),
  };
};

/** The titles of the events named, and the names of their championships' races: one read of each event, not of each entry. */
const namesFor = async (eventIds: readonly string[]) => {
  const unique = [...new Set(eventIds)];
  const [titles, races] = await Promise.all([
    inParallel(unique, 4, async (id) => [id, (await events().get(id))?.title] as const),
    inParallel(unique, 4, async (id) => (await championships().get(id))?.races.map((race) => [race._id, race.name] as const) ?? []),
  ]);
  return { titles: new Map(titles), races: new Map(races.flat()) };
};

export const childData = async (skater: Skater, now = new Date()): Promise<ChildDataView> => {
  const ids: string[] = [];
  for await (const chunk of entries().scan('bySkater', { partition: skater._id })) ids.push(...chunk.map(({ _id }) => _id));
  // The index holds what the profile's results need; the copy gives each entry whole (a child has a few).
  const entered = (await inParallel(ids, 4, (id) => entries().get(id))).filter((entry): entry is Entry => entry !== undefined);
  const [results, certificates, requests, registered] = await Promise.all([
    skaterResults(skater._id),
    certificatesOf(skater._id),
    requestsOf(skater._id),
    registrationsByAddress(skater.email),
  ]);
  const names = await namesFor([...entered.map((entry) => entry.eventId), ...registered.map((registration) => registration.eventId)]);
  const { fileKey, aadharNo, reference, mailProblem: _forAdmins, ...record } = skater;
  const entryViews: EntryView[] = entered.map(({ mailProblem: _adminsOnly, ...entry }) => ({
    ...entry,
    ...(names.titles.get(entry.eventId) ? { eventTitle: names.titles.get(entry.eventId) } : {}),
    races: entry.raceIds.map((id) => names.races.get(id) ?? 'A race since removed'),
  }));
  const registrationViews: EventRegistrationView[] = registered.map((registration) => ({
    ...registration,
    ...(names.titles.get(registration.eventId) ? { eventTitle: names.titles.get(registration.eventId) } : {}),
  }));
  return offsetTimes({
    about: `Everything the ${site.name} stores about this skater, as of ${formatDateTime(now.toISOString())}.`,
    exportedAt: withOffset(now.toISOString()),
    record: {
      ...record,
      aadharNo: maskAadhaar(aadharNo),
      ...(reference ? { reference: formatReference(reference) } : {}),
      identityProof: fileKey === '' ? 'deleted' : fillPath(familyChildRoutes.proof.path, { id: skater._id }),
    },
    consent: consentOf(skater),
    entries: entryViews,
    results,
    certificates,
    requests: requests.map(requestView),
    eventRegistrations: registrationViews,
  });
};
