/**
 * Skater profiles, which hold children's personal data (docs/rules.md#personal-data).
 * - POST /api/skaterprofiles: the public registration form (honeypot, rate limit, consent). The
 *   photo is stored as a personal photo (public, but never cached for long); the identity proof in
 *   the private store.
 * - GET /api/skaterprofiles: {profiles, total, page, pageSize}, a page at a time, by name. Visitors
 *   get the public view only; a signed-in admin gets the admin view (Aadhaar masked, proof behind
 *   an admin-only URL). `q` searches, `eventCategory`, `ageCategory` and `club` filter.
 * - GET /api/skaterprofiles/clubs: admin; the clubs skaters named, with how many did (a filter's options).
 * - GET /api/skaterprofiles/{id}/proof: the identity proof, admin only, never cached.
 * - DELETE /api/skaterprofiles/{id}: admin; deletes the record, the photo and the proof.
 */
import { forRole, publicRoute } from './_shared/access.ts';
import { publicSearchText, skaterMessages } from '../../src/domain/skater.ts';
import {
  skaterInputSchema,
  skaterListQuerySchema,
  toAdminSkater,
  type AdminSkater,
  type AdminSkaterSummary,
  type PublicSkater,
  type Skater,
  type SkaterListQuery,
} from '../../src/domain/skater.schema.ts';
import { ageCategory } from '../../src/domain/age-category.ts';
import { matchesSearch } from '../../src/domain/search.ts';
import { SKATER_LIST, skaters } from './_shared/collections.ts';
import { binary, byMethod, byPath, handle, json, notFound, pathId, readJson, type Handler } from './_shared/http.ts';
import { readImage } from './_shared/images.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/lists.ts';
import { publicSkaters } from './_shared/public-lists.ts';
import { startSubmission } from './_shared/public-form.ts';
import { requestRebuild } from './_shared/rebuild.ts';
import { removeOne } from './_shared/record-handlers.ts';
import { checkImages, storeWithImages } from './_shared/record-images.ts';
import { sessionAllows } from './_shared/sessions.ts';
import { newId } from './_shared/store/index.ts';

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

/** Admins: the admin summaries, with age and age category worked out today; the search also matches those and the e-mail. */
const adminList = async (req: Request, query: SkaterListQuery) => {
  const source = indexSource(skaters(), 'adminByName', { partition: SKATER_LIST });
  const match = filtered(query)
    ? (summary: AdminSkaterSummary) => {
        const skater = { ...summary, ageCategory: ageCategory(summary.dob) };
        return passes(query, skater, [...publicSearchText(skater), skater.ageCategory, skater.email]);
      }
    : undefined;
  const list = await listPage(source, query, match);
  const profiles: AdminSkater[] = list.items.map(toAdminSkater);
  return pagedJson(req, { ...list, items: profiles }, { headers: VARY_ON_SESSION, wrap: (items) => ({ profiles: items }) });
};

/** The most clubs the filter offers (the most named ones), which keeps the answer small whatever skaters typed. */
const CLUBS_MAX = 1_000;

const skaterClubs: Handler = async () => {
  const counts = new Map<string, number>();
  for await (const chunk of skaters().scan('adminByName', { partition: SKATER_LIST })) {
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
  // Only the roles that handle people get the admin view; an editor sees what visitors see.
  return (await sessionAllows(req, 'registrar')) ? adminList(req, query) : publicList(req, query);
};

export default handle(
  byPath({
    '/api/skaterprofiles': byMethod({
      GET: publicRoute(listProfiles),
      POST: publicRoute(async (req, context) => {
        const submission = await startSubmission('skater', req, context);
        const { website: _honeypot, consent: _consent, skaterPhoto, fileUrl, ...input } = await readJson(req, skaterInputSchema);
        const _id = newId();
        const files = await checkImages(_id, {
          skaterPhoto: { value: skaterPhoto, label: 'Skater photo', visibility: 'personal', required: true },
          fileKey: { value: fileUrl, label: 'Identity proof', visibility: 'private', required: true },
        });
        await submission.admit();
        const now = new Date().toISOString();
        await storeWithImages(files, (stored) =>
          skaters().insert({ ...input, ...stored, _id, consentAt: now, createdAt: now } satisfies Skater),
        );
        requestRebuild(context, 'skater profile added');
        return json({ message: skaterMessages.added, _id }, { status: 201 });
      }),
    }),
    // Before '/:id', which would take "clubs" for an id.
    '/api/skaterprofiles/clubs': byMethod({ GET: forRole('registrar', skaterClubs) }),
    '/api/skaterprofiles/:id': byMethod({
      DELETE: forRole(
        'registrar',
        removeOne(skaters, 'Skater profile', {
          message: skaterMessages.deleted,
          rebuild: 'skater profile deleted',
          files: (item) => [
            { ref: item.skaterPhoto, visibility: 'personal' },
            { ref: item.fileKey, visibility: 'private' },
          ],
        }),
      ),
    }),
    '/api/skaterprofiles/:id/proof': byMethod({
      GET: forRole('registrar', async (_req, context) => {
        const skater = await skaters().get(pathId(context, 'Skater profile'));
        const proof = skater ? await readImage(skater.fileKey, 'private') : null;
        if (!proof) throw notFound('Identity proof');
        return binary(proof.bytes, proof.contentType, 'private, no-store');
      }),
    }),
  }),
);

export const config = {
  path: ['/api/skaterprofiles', '/api/skaterprofiles/clubs', '/api/skaterprofiles/:id', '/api/skaterprofiles/:id/proof'],
};
