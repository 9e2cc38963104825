/**
 * Certificates of championship races (docs/rules.md#certificates): registrars issue them from the
 * results, list them, make the PDF of all of them in the background and revoke one; anyone checks
 * a code (_shared/certificates/certificate-verify.ts).
 */
import { certificateMessages } from '#domain/championships/certificate.ts';
import { certificateRoutes } from '#domain/championships/certificate.routes.ts';
import type { Certificate } from '#domain/championships/certificate.schema.ts';
import { AUDIT_NOUNS, auditMessages, quoted } from '#domain/committee/audit.ts';
import { matchesSearch } from '#domain/common/search.ts';
import { auditRecord, declareAudit, namedAudit } from '#shared/audit/audited.ts';
import { bundlePdf, bundleStatus, startBundle } from '#shared/certificates/certificate-bundle.ts';
import { issueCertificates, revokeCertificate } from '#shared/certificates/certificate-store.ts';
import { verifyCertificate } from '#shared/certificates/certificate-verify.ts';
import { eventChange, loadChampionship, type EventChange } from '#shared/championships/championship-store.ts';
import { binary, json } from '#shared/platform/http.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';
import { indexSource, listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { certificates } from '#shared/collections/certificates.ts';

/** Issuing (or bundling) an event's certificates, named by the event. */
const certificatesIssued = namedAudit<EventChange>('certificates', (change) => change.title, {
  what: (change) => `${AUDIT_NOUNS.certificates}s of ${quoted(change.title)}`,
  detail: (change) => change.detail,
});
/** The PDF of all of an event's certificates, made in the background. */
const certificatesPdf = declareAudit<EventChange>({
  resource: 'certificates',
  action: 'create',
  what: (change) => auditMessages.certificatesPdf(quoted(change.title)),
});
/** A revoked certificate by its code, the skater's name and number and the race. */
const certificateRevoked = declareAudit<Certificate>({
  resource: 'certificates',
  what: (certificate) =>
    `${AUDIT_NOUNS.certificates} ${certificate._id} of ${certificate.name} (${certificate.registrationNo}, ${certificate.race})`,
});

const app = apiFunction()
  .on(certificateRoutes.list, { versions: { records: certificates, list: true } }, async (c) => {
    const eventId = c.req.valid('param').id;
    const query = c.req.valid('query');
    await loadChampionship(eventId);
    const match =
      query.q === '' ? undefined : (item: Certificate) => matchesSearch(query.q, [item.name, item.registrationNo, item.club, item.race]);
    return pagedJson(c.req.raw, await listPage(indexSource(certificates(), 'byEvent', { partition: eventId }), query, match));
  })
  .on(certificateRoutes.issue, { audit: certificatesIssued }, async (c) => {
    const eventId = c.req.valid('param').id;
    await loadChampionship(eventId);
    const outcome = await issueCertificates(eventId);
    auditRecord(c.req.raw, await eventChange(eventId, auditMessages.certificatesIssued(outcome.issued, outcome.updated)));
    return json({ message: certificateMessages.issued(outcome.issued, outcome.updated, outcome.kept), ...outcome });
  })
  .on(certificateRoutes.bundleProgress, {}, async (c) => {
    const eventId = c.req.valid('param').id;
    await loadChampionship(eventId);
    return json(await bundleStatus(eventId));
  })
  .on(certificateRoutes.startBundle, { audit: certificatesPdf }, async (c) => {
    const eventId = c.req.valid('param').id;
    await loadChampionship(eventId);
    const { started, status } = await startBundle(c.req.raw, eventId);
    if (started) auditRecord(c.req.raw, await eventChange(eventId));
    return json({ message: started ? certificateMessages.bundleStarted : certificateMessages.bundleRunning, ...status }, { status: 202 });
  })
  .on(certificateRoutes.bundlePdf, {}, async (c) => {
    const eventId = c.req.valid('param').id;
    return binary(await bundlePdf(eventId), 'application/pdf', 'private, no-store', {
      headers: { 'Content-Disposition': `attachment; filename="certificates-${eventId}.pdf"` },
    });
  })
  .on(certificateRoutes.verify, {}, async (c) => verifyCertificate(c.req.raw, c.req.valid('param').code))
  .on(certificateRoutes.revoke, { audit: certificateRevoked, versions: { records: certificates, id: ({ code }) => code } }, async (c) => {
    const revoked = await revokeCertificate(c.req.valid('param').code);
    auditRecord(c.req.raw, revoked);
    return json({ message: certificateMessages.revoked, code: revoked._id });
  });

export default serve(app);

export const config = {
  path: [
    '/api/events/:id/certificates',
    '/api/events/:id/certificates/bundle',
    '/api/events/:id/certificates/bundle/pdf',
    '/api/certificates/:code',
  ],
};
