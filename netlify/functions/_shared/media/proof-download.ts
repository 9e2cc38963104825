/**
 * How an identity proof leaves the server, for the registrar and for the child's own family alike:
 * always as a download under a neutral name (nothing personal in it), never as a page of the site.
 * A PDF shown inline runs in the browser's viewer with the site's address; `sandbox` keeps even a
 * proof opened in a tab from running script or reaching the site's cookies. A picture still shows
 * in the review's <img>, which ignores Content-Disposition.
 */
import { binary } from '#shared/platform/http.ts';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const PROOF_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export const proofDownload = (file: { bytes: ArrayBuffer; contentType: string }): Response =>
  binary(file.bytes, file.contentType, 'private, no-store', {
    headers: {
      'Content-Disposition': `attachment; filename="identity-proof.${EXTENSIONS[file.contentType] ?? 'bin'}"`,
      'Content-Security-Policy': PROOF_SECURITY_POLICY,
    },
  });
