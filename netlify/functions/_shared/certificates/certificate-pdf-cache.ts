/**
 * The PDF of one certificate, kept in the store once made: drawing it (fonts, QR code) costs far
 * more than serving stored bytes, and its address is public, so without a copy anyone could make
 * the server draw it again on every request. The copy is tagged with a digest of what it was
 * drawn from (every fact it states, and the origin of the verify address in its QR code), not
 * with a time: two changes in one millisecond still differ. A copy whose tag no longer matches is
 * drawn anew. The certificate is always read first, so a revoked one answers 404 whatever the
 * store holds; revoking also deletes the copy.
 */
import { createHash } from 'node:crypto';
import type { CertificateFacts } from '#domain/championships/certificate.ts';
import { certificatePdf, CERTIFICATE_DESIGN } from './certificate-pdf.ts';
import { certificates } from '#shared/collections/certificates.ts';
import { certificatePdfStore, forgetCertificatePdf } from './certificate-pdf-store.ts';

const store = certificatePdfStore;

const tagOf = (facts: CertificateFacts, origin: string) =>
  createHash('sha256')
    // The design too (its version and the signatories): a new layout or signatory draws every copy anew.
    .update(JSON.stringify([facts, origin, CERTIFICATE_DESIGN]))
    .digest('base64url');

/** The certificate's PDF: the stored copy when it was drawn from these facts, else drawn now and stored. */
export const certificatePdfOf = async (facts: CertificateFacts, origin: string): Promise<Uint8Array> => {
  const code = facts.code;
  const tag = tagOf(facts, origin);
  // A stale read is harmless: its tag would not match, and the PDF is drawn again.
  const stored = await store().getWithMetadata(code, { type: 'arrayBuffer' });
  if (stored && stored.metadata['tag'] === tag) return new Uint8Array(stored.data);
  const pdf = await certificatePdf(facts, origin);
  await store().set(code, new Blob([pdf as Uint8Array<ArrayBuffer>]), { metadata: { tag } });
  // Revoked while it was being drawn: the copy must not outlive the certificate.
  if (!(await certificates().get(code))) await forgetCertificatePdf(code);
  return pdf;
};
