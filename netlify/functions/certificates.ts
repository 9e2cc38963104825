/**
 * Certificates of championship races (docs/rules.md#certificates).
 * - POST /api/events/{id}/certificates: admin; issues the certificates from the results (again:
 *   existing codes are kept, new finishers added) → {message, issued, updated, kept}.
 * - GET /api/events/{id}/certificates: admin; the event's certificates by race, place and name, a
 *   page at a time (`q` searches name, number, club and race).
 * - GET /api/certificates/{code}: public; what the certificate states (no contact details, no date
 *   of birth, no ids). GET /api/certificates/{code}.pdf: the same as an A4 PDF with a QR code of
 *   the verify page, drawn once and then kept in the store until the certificate changes
 *   (certificate-pdf-cache.ts). A revoked or unknown code: 404 with one message for both.
 * - DELETE /api/certificates/{code}: admin; revokes it.
 * - POST /api/events/{id}/certificates/bundle: admin; starts the PDF of all the event's
 *   certificates in the background (202); GET: its progress {status, done, total, url?};
 *   GET …/bundle/pdf: the PDF once done.
 */
import { certificateMessages } from '../../src/domain/championships/certificate.ts';
import { certificateListQuerySchema, type Certificate } from '../../src/domain/championships/certificate.schema.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { loadChampionship } from './_shared/championships/championship-store.ts';
import { bundlePdf, bundleStatus, startBundle } from './_shared/certificates/certificate-bundle.ts';
import { certificatePdfOf } from './_shared/certificates/certificate-pdf-cache.ts';
import { findCertificate, issueCertificates, publicCertificate, revokeCertificate } from './_shared/certificates/certificate-store.ts';
import { certificates } from './_shared/store/collections.ts';
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, declareAudit, namedAudit } from './_shared/audit/audited.ts';
import { eventChange, type EventChange } from './_shared/audit/event-title.ts';
import { AUDIT_NOUNS, auditMessages, quoted } from '../../src/domain/committee/audit.ts';
import { binary, HttpError, json, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { siteOrigin } from './_shared/platform/site-origin.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/** Verify answers name nobody to search engines. */
const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow' };
/** Never kept by the CDN: a revoked certificate must stop verifying at once. */
const VERIFY_HEADERS = { ...NOINDEX, 'Cache-Control': 'no-cache' };
const PDF_SUFFIX = '.pdf';

const issue: Handler = async (req, context) => {
  const eventId = pathId(context, 'Event');
  await loadChampionship(eventId);
  const outcome = await issueCertificates(eventId);
  auditRecord(req, await eventChange(eventId, auditMessages.certificatesIssued(outcome.issued, outcome.updated)));
  return json({ message: certificateMessages.issued(outcome.issued, outcome.updated, outcome.kept), ...outcome });
};

const list: Handler = async (req, context) => {
  const eventId = pathId(context, 'Event');
  const query = readListQuery(req, certificateListQuerySchema);
  await loadChampionship(eventId);
  const match =
    query.q === '' ? undefined : (item: Certificate) => matchesSearch(query.q, [item.name, item.registrationNo, item.club, item.race]);
  return pagedJson(req, await listPage(indexSource(certificates(), 'byEvent', { partition: eventId }), query, match));
};

/** One route for the facts and the PDF, so any router that can route the code can route both. */
const show: Handler = async (req, context) => {
  const raw = context.params['code'] ?? '';
  const wantsPdf = raw.toLowerCase().endsWith(PDF_SUFFIX);
  const certificate = await findCertificate(wantsPdf ? raw.slice(0, -PDF_SUFFIX.length) : raw).catch((error: unknown) => {
    throw error instanceof HttpError ? new HttpError(error.status, error.message, error.errors, NOINDEX) : error;
  });
  const facts = publicCertificate(certificate);
  if (!wantsPdf) return json(facts, { headers: VERIFY_HEADERS });
  const pdf = await certificatePdfOf(facts, siteOrigin(req));
  return binary(pdf, 'application/pdf', 'no-cache', {
    headers: { ...VERIFY_HEADERS, 'Content-Disposition': `inline; filename="certificate-${facts.code}.pdf"` },
  });
};

const revoke: Handler = async (req, context) => {
  const revoked = await revokeCertificate(context.params['code']);
  const code = revoked._id;
  auditRecord(req, revoked);
  return json({ message: certificateMessages.revoked, code });
};

const bundleProgress: Handler = async (_req, context) => {
  const eventId = pathId(context, 'Event');
  await loadChampionship(eventId);
  return json(await bundleStatus(eventId));
};

const startBundleJob: Handler = async (req, context) => {
  const eventId = pathId(context, 'Event');
  await loadChampionship(eventId);
  const { started, status } = await startBundle(req, eventId);
  if (started) auditRecord(req, await eventChange(eventId));
  return json({ message: started ? certificateMessages.bundleStarted : certificateMessages.bundleRunning, ...status }, { status: 202 });
};

const bundleDownload: Handler = async (_req, context) => {
  const eventId = pathId(context, 'Event');
  return binary(await bundlePdf(eventId), 'application/pdf', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="certificates-${eventId}.pdf"` },
  });
};

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

export default handle(
  byPath({
    '/api/events/:id/certificates': byMethod({
      GET: forRole('registrar', listedWithVersions(certificates, list)),
      POST: forRole('registrar', audited(certificatesIssued, issue)),
    }),
    '/api/events/:id/certificates/bundle': byMethod({
      GET: forRole('registrar', bundleProgress),
      POST: forRole('registrar', audited(certificatesPdf, startBundleJob)),
    }),
    '/api/events/:id/certificates/bundle/pdf': byMethod({ GET: forRole('registrar', bundleDownload) }),
    '/api/certificates/:code': byMethod({
      GET: publicRoute(show),
      DELETE: forRole(
        'registrar',
        audited(
          certificateRevoked,
          versioned(certificates, revoke, ({ code }) => code),
        ),
      ),
    }),
  }),
);

export const config = {
  path: [
    '/api/events/:id/certificates',
    '/api/events/:id/certificates/bundle',
    '/api/events/:id/certificates/bundle/pdf',
    '/api/certificates/:code',
  ],
};
