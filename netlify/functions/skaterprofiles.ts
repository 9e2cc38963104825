/**
 * Skater profiles, which hold children's personal data (docs/rules.md#personal-data), and the
 * registry around them (docs/rules.md#profile-approval): the public registration form and the
 * parent's links and look-ups (_shared/registry/skater-intake.ts), the list in two views
 * (skater-list.ts), and the registrar's handling of one profile (skater-record.ts, its review review.ts). Renewal is on
 * the family page only. Opening the record or the proof writes an access-log entry (who, when,
 * which profile); deleting a profile takes everything championships hold of the skater with it.
 */
import { registryMessages, formatReference } from '#domain/registry/skater-registry.ts';
import { skaterRoutes } from '#domain/registry/skater.routes.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { declareAudit, LOOKS_UP } from '#shared/audit/audited.ts';
import { chargeRegistration } from '#shared/fees/charges.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { removeOne } from '#shared/records/record-handlers.ts';
import { confirmRegistration, sendAgain } from '#shared/registry/address-confirmation.ts';
import { confirmContactChange } from '#shared/registry/contact-change.ts';
import { mailParentLater } from '#shared/registry/parent-letters.ts';
import { skaterRemoval } from '#shared/registry/skater-deletion.ts';
import { addSkater, lookUpStatus } from '#shared/registry/skater-intake.ts';
import { skaterClubs, skaterListAnswer } from '#shared/registry/skater-list.ts';
import { reviewProfile } from '#shared/registry/review.ts';
import { accessLogOf, deletionCounts, openProfile, proofOf } from '#shared/registry/skater-record.ts';
import { skaters } from '#shared/collections/registry.ts';

/**
 * A skater in the log: the name and the public registration number ("Aarav Sharma
 * (ADRSA-2026-0006)"), or the name alone before approval; never a contact detail or the date of birth.
 */
const skaterAudit = declareAudit<Pick<Skater, 'name' | 'registrationNo'>>({
  resource: 'skaterprofiles',
  what: (skater) => (skater.registrationNo ? `${skater.name} (${skater.registrationNo})` : skater.name),
});

const versions = { records: skaters };

const app = apiFunction()
  .on(skaterRoutes.list, { versions: { ...versions, wrapped: 'profiles' } }, async (c) => skaterListAnswer(c.req.raw, c.req.valid('query')))
  .on(skaterRoutes.add, { audit: skaterAudit, limit: 'skater' }, async (c) =>
    json(await addSkater(c.req.raw, contextOf(c), c.req.valid('json'), c.get('submission')), { status: 201 }),
  )
  // The paths with a word where the others have an id come before them.
  .on(skaterRoutes.clubs, {}, async () => skaterClubs())
  // An admin's look-up is audited, found or not (lookup-audit.ts).
  .on(
    skaterRoutes.status,
    { audit: { none: LOOKS_UP }, lookUp: { resource: 'skaterprofiles', what: 'the registration of' }, limit: 'lookup' },
    async (c) => {
      const request = c.req.valid('json');
      await c.get('submission').admit();
      return json(await lookUpStatus(request));
    },
  )
  .on(skaterRoutes.confirmContact, { audit: { none: 'a parent confirming their own contact details' }, limit: 'lookup' }, async (c) => {
    const { token } = c.req.valid('json');
    await c.get('submission').admit();
    await confirmContactChange(contextOf(c), token);
    return json({ message: registryMessages.contactChanged });
  })
  .on(
    skaterRoutes.confirm,
    { audit: { none: 'a parent confirming their own address; the consent record keeps who and when' }, limit: 'lookup' },
    async (c) => {
      const { token } = c.req.valid('json');
      await c.get('submission').admit();
      const skater = await confirmRegistration(token);
      await chargeRegistration(skater, false);
      // The receipt, which used to go at once: the registration has only now reached the association.
      mailParentLater(contextOf(c), 'submitted', skater, c.req.raw);
      return json({ message: registryMessages.registrationConfirmed, reference: formatReference(skater.reference ?? '') });
    },
  )
  .on(
    skaterRoutes.confirmAgain,
    { audit: { none: 'the sender of a registration not yet at the association, with the key only their screen holds' }, limit: 'lookup' },
    async (c) => {
      const request = c.req.valid('json');
      await c.get('submission').admit();
      const skater = await sendAgain(c.req.raw, contextOf(c), request);
      return json({ message: registryMessages.sentAgain(skater.email), sentTo: skater.email });
    },
  )
  .on(skaterRoutes.read, { versions }, async (c) => openProfile(c.req.raw, c.req.valid('param').id))
  .on(skaterRoutes.review, { audit: skaterAudit, versions }, async (c) =>
    reviewProfile(c.req.raw, contextOf(c), c.req.valid('param').id, c.req.valid('json')),
  )
  .on(skaterRoutes.remove, { audit: skaterAudit, versions }, async (c) =>
    removeOne(skaters, 'Skater profile', skaterRemoval)(c.req.raw, contextOf(c)),
  )
  .on(skaterRoutes.deletion, {}, async (c) => deletionCounts(c.req.valid('param').id))
  .on(skaterRoutes.accessLog, {}, async (c) => accessLogOf(c.req.valid('param').id, c.req.valid('query')))
  .on(skaterRoutes.proof, {}, async (c) => proofOf(c.req.raw, c.req.valid('param').id));

export default serve(app);

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
