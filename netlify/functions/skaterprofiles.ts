/**
 * Skater profiles, which hold children's personal data (docs/rules.md#personal-data).
 * - POST /api/skaterprofiles: the public registration form (honeypot, rate limit, consent). The
 *   photo is stored as a personal photo (public, but never cached for long); the identity proof in
 *   the private store.
 * - GET /api/skaterprofiles: {profiles}. Visitors get the public view only; a signed-in admin gets
 *   the admin view (Aadhaar masked, proof behind an admin-only URL).
 * - GET /api/skaterprofiles/{id}/proof: the identity proof, admin only, never cached.
 * - DELETE /api/skaterprofiles/{id}: admin; deletes the record, the photo and the proof.
 */
import { skaterMessages } from '../../src/domain/skater.ts';
import { skaterInputSchema, toAdminSkater, type Skater } from '../../src/domain/skater.schema.ts';
import { skaters } from './_shared/collections.ts';
import { binary, byMethod, byPath, handle, json, notFound, pathId, readJson } from './_shared/http.ts';
import { readImage } from './_shared/images.ts';
import { startSubmission } from './_shared/public-form.ts';
import { publicSkaters } from './_shared/public-views.ts';
import { requestRebuild } from './_shared/rebuild.ts';
import { removeOne } from './_shared/record-handlers.ts';
import { checkImages, storeWithImages } from './_shared/record-images.ts';
import { currentSession, requireAdmin } from './_shared/sessions.ts';
import { newId } from './_shared/store.ts';

/**
 * The same URL answers two views, so the CDN must never hand a cached visitor answer to an admin
 * (or the reverse): the cache key varies on the session cookie, and admin answers are no-store.
 */
const VARY_ON_SESSION = { 'Netlify-Vary': 'cookie=session', Vary: 'Cookie' };

export default handle(
  byPath({
    '/api/skaterprofiles': byMethod({
      GET: async (req) => {
        if (await currentSession(req)) {
          const profiles = (await skaters().list()).map(toAdminSkater).sort((a, b) => a.name.localeCompare(b.name));
          return json({ profiles }, { headers: VARY_ON_SESSION });
        }
        return json({ profiles: await publicSkaters() }, { cache: 'public-short', headers: VARY_ON_SESSION });
      },
      POST: async (req, context) => {
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
      },
    }),
    '/api/skaterprofiles/:id': byMethod({
      DELETE: removeOne(skaters, 'Skater profile', {
        message: skaterMessages.deleted,
        rebuild: 'skater profile deleted',
        files: (item) => [
          { ref: item.skaterPhoto, visibility: 'personal' },
          { ref: item.fileKey, visibility: 'private' },
        ],
      }),
    }),
    '/api/skaterprofiles/:id/proof': byMethod({
      GET: async (req, context) => {
        await requireAdmin(req);
        const skater = await skaters().get(pathId(context, 'Skater profile'));
        const proof = skater ? await readImage(skater.fileKey, 'private') : null;
        if (!proof) throw notFound('Identity proof');
        return binary(proof.bytes, proof.contentType, 'private, no-store');
      },
    }),
  }),
);

export const config = { path: ['/api/skaterprofiles', '/api/skaterprofiles/:id', '/api/skaterprofiles/:id/proof'] };
