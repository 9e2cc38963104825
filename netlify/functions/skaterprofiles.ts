/**
 * Skater profiles, which hold children's personal data (docs/rules.md#personal-data), and the
 * registry around them (docs/rules.md#profile-approval).
 * - POST /api/skaterprofiles: the public registration form (honeypot, rate limit, consent): the
 *   profile is unverified, with a reference for the parent, until the link mailed to the address
 *   typed is followed (pending at once for a parent signed in on the family page with that
 *   address). A signed-in admin's profile is approved and numbered at once.
 * - POST /api/skaterprofiles/confirm: public; {token} from that letter → pending, with the consent record. The photo is stored as a personal photo (public, but never cached for
 *   long); the identity proof in the private store.
 * - GET /api/skaterprofiles: {profiles, total, page, pageSize}, a page at a time, by name. Visitors
 *   get the public view of this season's approved profiles only; a signed-in admin gets every
 *   profile in the admin view (Aadhaar masked, proof behind an admin-only URL), pending ones
 *   first. `q` searches, `eventCategory`, `ageCategory`, `club`, and for admins `status` and
 *   `season` filter.
 * - GET /api/skaterprofiles/clubs: admin; the clubs skaters named, with how many did (a filter's options).
 * - POST /api/skaterprofiles/status: public, rate-limited; {reference, dob} → the profile's state.
 * - Renewal is on the family page only (POST /api/family/link sends the link to the address on file).
 * - POST /api/skaterprofiles/contact/confirm: public; {token} from a letter about new contact
 *   details → the change is made.
 * - GET /api/skaterprofiles/{id}: admin; the profile in full (Aadhaar masked).
 * - PATCH /api/skaterprofiles/{id}: admin; approve, reject with a reason, or correct fields.
 * - GET /api/skaterprofiles/{id}/proof: the identity proof, admin only, never cached.
 * - Opening the record or the proof writes an access-log entry (who, when, which profile);
 *   GET /api/skaterprofiles/{id}/access-log: owners only, that log for the profile.
 * - DELETE /api/skaterprofiles/{id}: admin; deletes the record, the photo and the proof, and
 *   everything championships hold of the skater (entries, result rows, team changes,
 *   certificates); GET /api/skaterprofiles/{id}/deletion counts those for the confirmation.
 */
import { z } from 'zod';
import { publicSearchText, skaterMessages } from '../../src/domain/registry/skater.ts';
import {
  skaterCorrectionSchema,
  skaterDecisionSchema,
  skaterInputSchema,
  skaterListQuerySchema,
  statusLookupSchema,
  contactConfirmSchema,
  registrationAgainSchema,
  registrationConfirmSchema,
  type Skater,
  type SkaterListQuery,
} from '../../src/domain/registry/skater.schema.ts';
import {
  toAdminDetail,
  toAdminSkater,
  type AdminSkater,
  type AdminSkaterSummary,
  type PublicSkater,
} from '../../src/domain/registry/skater-views.schema.ts';
import { formatReference, isLapsed, registryMessages } from '../../src/domain/registry/skater-registry.ts';
import { currentSeason } from '../../src/config/rules.ts';
import { ageCategory } from '../../src/domain/registry/age-category.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { forRole, publicRoute } from './_shared/security/access.ts';
import { skaters } from './_shared/store/collections.ts';
import { ADMIN_SKATER_LIST, AFTER_PENDING_KEY } from './_shared/publish/skater-visibility.ts';
import { json, notFound, parseWith, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { checkImages, readImage, storeWithImages } from './_shared/media/stored-images.ts';
import { proofDownload } from './_shared/media/proof-download.ts';
import { indexSource, listPage, pagedJson, readListQuery, type ListSource } from './_shared/platform/paged-lists.ts';
import { publicSkaters } from './_shared/publish/public-lists.ts';
import { auditedLookup, type LookUp } from './_shared/audit/lookup-audit.ts';
import { auditRecord, audited, declareAudit, LOOKS_UP, unaudited } from './_shared/audit/audited.ts';
import { startSubmission } from './_shared/security/public-form-limits.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { removeOne } from './_shared/records/record-handlers.ts';
import { sessionAllows } from './_shared/security/sessions.ts';
import { mailParent, mailParentLater } from './_shared/registry/parent-letters.ts';
import { confirmContactChange } from './_shared/registry/contact-change.ts';
import { findByReference, findByRegistrationNo, statusView } from './_shared/registry/renewal.ts';
import { claimReference, claimRegistrationNo, releaseKeys } from './_shared/registry/registry-keys.ts';
import { correct, decide } from './_shared/registry/review.ts';
import { countSkaterTraces } from './_shared/registry/skater-removal.ts';
import { skaterRemoval } from './_shared/registry/skater-deletion.ts';
import { newId } from './_shared/store/index.ts';
import { chargeRegistration } from './_shared/fees/charges.ts';
import { listedWithVersions, taggedWithVersion, versioned } from './_shared/records/versioned.ts';
import { accessOf, logAccess } from './_shared/security/access-log.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { currentFamily } from './_shared/security/family-sessions.ts';
import {
  confirmRegistration,
  familyConsent,
  mailConfirmationLater,
  newVerification,
  sendAgain,
} from './_shared/registry/address-confirmation.ts';

/**
 * The same URL answers two views, so the CDN must never hand a cached visitor answer to an admin
 * (or the reverse): the cache key varies on the session cookie, and admin answers are no-store.
 */
const VARY_ON_SESSION = { 'Netlify-Vary': 'cookie=session', Vary: 'Cookie' };

const filtered = ({ q, eventCategory, ageCategory: age, club }: SkaterListQuery) =>
  q !== '' || eventCategory !== '' || age !== '' || club !== '';

/** Whether a profile passes the list's filters and search; `searched` names the fields the search looks in. */
const passes = (
  { q, eventCategory, ageCategory: age, club }: SkaterListQuery,
  skater: { eventCategory: string; ageCategory: string; representativeClub: string },
  searched: readonly string[],
) =>
  (eventCategory === '' || skater.eventCategory === eventCategory) &&
  (age === '' || skater.ageCategory === age) &&
  (club === '' || skater.representativeClub === club) &&
  matchesSearch(q, searched);

/** Visitors: the public summaries; 'Search Profiles' looks in the name, gender, event category and club. */
const publicList = async (req: Request, query: SkaterListQuery) => {
  const source = publicSkaters();
  const match = filtered(query) ? (skater: PublicSkater) => passes(query, skater, publicSearchText(skater)) : undefined;
  const list = await listPage(source, query, match);
  return pagedJson(req, list, { cache: 'public-short', headers: VARY_ON_SESSION, wrap: (profiles) => ({ profiles }) });
};

const ADMIN_SOURCE_OPTIONS = { partition: ADMIN_SKATER_LIST };

/**
 * Pending profiles lead the admin index (their sort keys come first), so their count is the rank
 * of the first other key and a page of them costs what any page costs: the navigation's pending
 * count is read on every admin screen.
 */
const pendingSource = (): ListSource<AdminSkaterSummary> => {
  const store = skaters();
  return {
    page: async (offset, limit) => {
      const total = await store.rank('adminByName', AFTER_PENDING_KEY, ADMIN_SKATER_LIST);
      if (offset >= total) return { items: [], total };
      const { items } = await store.page('adminByName', { ...ADMIN_SOURCE_OPTIONS, offset, limit: Math.min(limit, total - offset) });
      return { items, total };
    },
    scan: async function* () {
      for await (const chunk of store.scan('adminByName', ADMIN_SOURCE_OPTIONS)) {
        const pending = chunk.filter((summary) => summary.status === 'pending');
        if (pending.length > 0) yield pending;
        if (pending.length < chunk.length) return;
      }
    },
  };
};

/** The status filter: 'approved' means current for this season; 'lapsed' approved for an earlier one. */
const hasStatus = (status: SkaterListQuery['status'], summary: AdminSkaterSummary, season: number) => {
  if (status === '' || status === 'pending') return true;
  if (status === 'lapsed') return isLapsed(summary, season);
  if (status === 'approved') return summary.status === 'approved' && !isLapsed(summary, season);
  return summary.status === status;
};

/**
 * Admins: every profile, pending first then the rest by name (the index's order), with age and
 * age category worked out today; the search also matches those and the e-mail.
 */
const adminList = async (req: Request, query: SkaterListQuery) => {
  const now = new Date();
  const season = currentSeason(now);
  const source = query.status === 'pending' ? pendingSource() : indexSource(skaters(), 'adminByName', ADMIN_SOURCE_OPTIONS);
  const narrowed = filtered(query) || (query.status !== '' && query.status !== 'pending') || query.season !== undefined;
  const match = narrowed
    ? (summary: AdminSkaterSummary) => {
        const skater = { ...summary, ageCategory: ageCategory(summary.dob) };
        return (
          hasStatus(query.status, summary, season) &&
          (query.season === undefined || summary.season === query.season) &&
          passes(query, skater, [...publicSearchText(skater), skater.ageCategory, skater.email])
        );
      }
    : undefined;
  const list = await listPage(source, query, match);
  const profiles: AdminSkater[] = list.items.map((summary) => toAdminSkater(summary, now));
  return pagedJson(req, { ...list, items: profiles }, { headers: VARY_ON_SESSION, wrap: (items) => ({ profiles: items }) });
};

/** The most clubs the filter offers (the most named ones), which keeps the answer small whatever skaters typed. */
const CLUBS_MAX = 1_000;

const skaterClubs: Handler = async () => {
  const counts = new Map<string, number>();
  for await (const chunk of skaters().scan('adminByName', ADMIN_SOURCE_OPTIONS)) {
    for (const { representativeClub } of chunk) counts.set(representativeClub, (counts.get(representativeClub) ?? 0) + 1);
  }
  const clubs = [...counts]
    .map(([name, count]) => ({ name, count }))
    .filter(({ name }) => name !== '')
    .sort((a, b) => b.count - a.count)
    .slice(0, CLUBS_MAX)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return json({ clubs });
};

const listProfiles: Handler = async (req) => {
  const query = readListQuery(req, skaterListQuerySchema);
  // Only the roles that handle people see the admin view; an editor gets the visitor's.
  return (await sessionAllows(req, 'registrar')) ? adminList(req, query) : publicList(req, query);
};

/**
 * A public submission waits for the parent to confirm the address typed (address-confirmation.ts):
 * it is `unverified`, with a reference for the parent's look-ups, and only the link goes out. A
 * parent signed in on the family page who gives their own address has confirmed it already: the
 * registration is pending at once. A signed-in admin's (who has the skater and the proof in front
 * of them) is approved and numbered at once.
 */
const addProfile: Handler = async (req, context) => {
  const submission = await startSubmission('skater', req, context);
  const byAdmin = await sessionAllows(req, 'registrar');
  const family = byAdmin ? undefined : await currentFamily(req);
  const { website: _honeypot, consent: _consent, skaterPhoto, fileUrl, ...input } = await readJson(req, skaterInputSchema);
  const _id = newId();
  const files = await checkImages(_id, {
    skaterPhoto: { value: skaterPhoto, label: 'Skater photo', visibility: 'personal', required: true },
    fileKey: { value: fileUrl, label: 'Identity proof', visibility: 'private', required: true, acceptsPdf: true },
  });
  await submission.admit();
  await submission.accept();
  const now = new Date();
  const at = now.toISOString();
  const season = currentSeason(now);
  const reference = await claimReference(_id);
  const approval = byAdmin ? { status: 'approved' as const, registrationNo: await claimRegistrationNo(_id, season), approvedAt: at } : {};
  const confirmed = family !== undefined && family.email.toLowerCase() === input.email.toLowerCase();
  const link = byAdmin || confirmed ? undefined : newVerification(_id, now.getTime());
  const consent = confirmed ? { consent: familyConsent(family.email, at) } : {};
  const record = await storeWithImages(files, (stored) =>
    skaters().insert({
      ...input,
      ...stored,
      _id,
      consentAt: at,
      createdAt: at,
      status: link ? 'unverified' : 'pending',
      season,
      reference,
      dobChanges: [],
      ...(link ? { verification: link.verification } : {}),
      ...consent,
      ...approval,
    } satisfies Skater),
  ).catch(async (error: unknown) => {
    await releaseKeys({ _id, reference, ...approval } as Skater).catch(() => undefined);
    throw error;
  });
  // A registration waiting for its address to be confirmed owes nothing yet (it may never reach the association).
  if (!link) await chargeRegistration(record, false, now);
  if (byAdmin) requestRebuild(context, 'skater profile added');
  if (link) mailConfirmationLater(req, context, record, link.token);
  else mailParentLater(context, byAdmin ? 'approved' : 'submitted', record);
  // Added by an admin is approved at once: both are in the log.
  auditRecord(req, record, 'create');
  if (byAdmin) auditRecord(req, record, 'approve');
  const next = link ? registryMessages.confirmAddressSent : confirmed ? registryMessages.addressAlreadyConfirmed : undefined;
  return json(
    {
      message: skaterMessages.added,
      _id,
      reference: formatReference(reference),
      ...(next ? { next, confirmByEmail: link !== undefined } : {}),
      // Only the browser that sent the form gets it: its success screen sends the link again with it.
      ...(link ? { sentTo: record.email, againKey: link.againKey } : {}),
    },
    { status: 201 },
  );
};

/** The link from the letter after a public registration: the registration goes to the registrar, once. */
const confirmAddress: Handler = async (req, context) => {
  const submission = await startSubmission('lookup', req, context);
  const { token } = await readJson(req, registrationConfirmSchema);
  await submission.admit();
  const skater = await confirmRegistration(token);
  await chargeRegistration(skater, false);
  // The receipt, which used to go at once: the registration has only now reached the association.
  mailParentLater(context, 'submitted', skater);
  return json({ message: registryMessages.registrationConfirmed, reference: formatReference(skater.reference ?? '') });
};

/** The success screen's "send the link again" (to a corrected address, when one is given). */
const confirmAgain: Handler = async (req, context) => {
  const submission = await startSubmission('lookup', req, context);
  const request = await readJson(req, registrationAgainSchema);
  await submission.admit();
  const skater = await sendAgain(req, context, request);
  return json({ message: registryMessages.sentAgain(skater.email), sentTo: skater.email });
};

/** A registration the parent has not confirmed is not the registrar's: to them it does not exist yet. */
const reviewable = async (id: string): Promise<Skater> => {
  const skater = await skaters().get(id);
  if (!skater || skater.status === 'unverified') throw notFound('Skater profile');
  return skater;
};

/**
 * A skater in the log: the name and the public registration number ("Aarav Sharma
 * (ADRSA-2026-0006)"), or the name alone before approval; never a contact detail or the date of birth.
 */
const skaterAudit = declareAudit<Pick<Skater, 'name' | 'registrationNo'>>({
  resource: 'skaterprofiles',
  what: (skater) => (skater.registrationNo ? `${skater.name} (${skater.registrationNo})` : skater.name),
});
const STATUS_LOOKUP: LookUp = { resource: 'skaterprofiles', what: 'the registration of' };

/** Approve, reject with a reason, or correct: a body with `status` is a decision, any other a correction. */
const reviewProfile: Handler = async (req, context) => {
  const id = pathId(context, 'Skater profile');
  await reviewable(id);
  const body = await readJson(req, z.looseObject({}, { error: 'Send the changes as a JSON object.' }));
  if (Object.hasOwn(body, 'status')) {
    const decision = parseWith(skaterDecisionSchema, body);
    const { skater, letter } = await decide(id, decision);
    requestRebuild(context, 'skater profile reviewed');
    const mail = letter ? await mailParent(letter, skater) : undefined;
    const profile = (await skaters().get(id)) ?? skater;
    const message = decision.status === 'approved' ? registryMessages.approved : registryMessages.rejected;
    auditRecord(req, profile, decision.status === 'approved' ? 'approve' : 'reject');
    return json({ message, profile: toAdminDetail(profile), ...(mail ? { mail } : {}) });
  }
  const skater = await correct(id, parseWith(skaterCorrectionSchema, body));
  if (skater.status === 'approved') requestRebuild(context, 'skater profile corrected');
  auditRecord(req, skater, 'edit');
  return json({ message: registryMessages.updated, profile: toAdminDetail(skater) });
};

const readProfile: Handler = async (req, context) => {
  const skater = await reviewable(pathId(context, 'Skater profile'));
  await logAccess(req, 'record', { profileId: skater._id });
  return json(toAdminDetail(skater));
};

/** Owners: who opened this profile's record or proof, and when, newest first ({entries, total}, paged). */
const accessLogOf: Handler = async (req, context) => {
  const id = pathId(context, 'Skater profile');
  const { page, pageSize } = readListQuery(req, listQuerySchema);
  if (!(await skaters().get(id))) throw notFound('Skater profile');
  const { items, total } = await accessOf(id, (page - 1) * pageSize, pageSize);
  return json({ entries: items, total, page, pageSize }, { headers: { 'Cache-Control': 'private, no-store' } });
};

/** What deleting the profile takes with it, counted for the admin's confirmation. */
const deletionCounts: Handler = async (_req, context) => {
  const id = pathId(context, 'Skater profile');
  if (!(await skaters().get(id))) throw notFound('Skater profile');
  return json(await countSkaterTraces(id));
};

/** The parent's status look-up: every look-up counts against the client's allowance, found or not. */
const lookUpStatus: Handler = async (req, context) => {
  const submission = await startSubmission('lookup', req, context);
  const { reference, dob } = await readJson(req, statusLookupSchema);
  await submission.admit();
  const skater =
    reference.kind === 'registrationNo'
      ? await findByRegistrationNo(reference.value, dob, registryMessages.statusNotFound)
      : await findByReference(reference.value, dob);
  return json(statusView(skater));
};

/** The link from the letter about new contact details: the held change is made, once. */
const confirmContact: Handler = async (req, context) => {
  const submission = await startSubmission('lookup', req, context);
  const { token } = await readJson(req, contactConfirmSchema);
  await submission.admit();
  await confirmContactChange(context, token);
  return json({ message: registryMessages.contactChanged });
};

export default handle(
  byPath({
    '/api/skaterprofiles': byMethod({
      GET: publicRoute(listedWithVersions(skaters, listProfiles, { wrapped: 'profiles' })),
      POST: publicRoute(audited(skaterAudit, addProfile)),
    }),
    // Before '/:id', which would take these names for an id.
    '/api/skaterprofiles/clubs': byMethod({ GET: forRole('registrar', skaterClubs) }),
    // An admin's look-up is audited, found or not (lookup-audit.ts).
    '/api/skaterprofiles/status': byMethod({ POST: publicRoute(unaudited(LOOKS_UP, auditedLookup(STATUS_LOOKUP, lookUpStatus))) }),
    '/api/skaterprofiles/contact/confirm': byMethod({
      POST: publicRoute(unaudited('a parent confirming their own contact details', confirmContact)),
    }),
    '/api/skaterprofiles/confirm': byMethod({
      POST: publicRoute(unaudited('a parent confirming their own address; the consent record keeps who and when', confirmAddress)),
    }),
    '/api/skaterprofiles/confirm/again': byMethod({
      POST: publicRoute(
        unaudited('the sender of a registration not yet at the association, with the key only their screen holds', confirmAgain),
      ),
    }),
    '/api/skaterprofiles/:id': byMethod({
      GET: forRole('registrar', taggedWithVersion(skaters, readProfile)),
      PATCH: forRole('registrar', audited(skaterAudit, versioned(skaters, reviewProfile))),
      DELETE: forRole('registrar', audited(skaterAudit, versioned(skaters, removeOne(skaters, 'Skater profile', skaterRemoval)))),
    }),
    '/api/skaterprofiles/:id/deletion': byMethod({ GET: forRole('registrar', deletionCounts) }),
    '/api/skaterprofiles/:id/access-log': byMethod({ GET: forRole('owner', accessLogOf) }),
    '/api/skaterprofiles/:id/proof': byMethod({
      GET: forRole('registrar', async (req, context) => {
        const skater = await reviewable(pathId(context, 'Skater profile'));
        await logAccess(req, 'proof', { profileId: skater._id });
        const proof = skater.fileKey !== '' ? await readImage(skater.fileKey, 'private') : null;
        if (!proof) throw notFound('Identity proof');
        return proofDownload(proof);
      }),
    }),
  }),
);

export const config = {
  path: [
    '/api/skaterprofiles',
    '/api/skaterprofiles/clubs',
    '/api/skaterprofiles/status',
    '/api/skaterprofiles/contact/confirm',
    '/api/skaterprofiles/confirm',
    '/api/skaterprofiles/confirm/again',
    '/api/skaterprofiles/:id',
    '/api/skaterprofiles/:id/deletion',
    '/api/skaterprofiles/:id/access-log',
    '/api/skaterprofiles/:id/proof',
  ],
};
