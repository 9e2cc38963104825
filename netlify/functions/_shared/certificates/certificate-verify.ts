/**
 * A certificate's public check: one route for the facts and the PDF (`{code}.pdf`), so any router
 * that can route the code can route both. Verify answers name nobody to search engines and are
 * never kept by the CDN: a revoked certificate must stop verifying at once.
 */
import { binary, HttpError, json } from '#shared/platform/http.ts';
import { siteOrigin } from '#shared/platform/site-origin.ts';
import { certificatePdfOf } from './certificate-pdf-cache.ts';
import { findCertificate, publicCertificate } from './certificate-store.ts';

const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow' };
const VERIFY_HEADERS = { ...NOINDEX, 'Cache-Control': 'no-cache' };
const PDF_SUFFIX = '.pdf';

export const verifyCertificate = async (req: Request, raw: string): Promise<Response> => {
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
