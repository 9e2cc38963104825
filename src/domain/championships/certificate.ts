/**
 * Certificates of championship races (docs/rules.md#certificates): the code's alphabet and length,
 * the texts the server, the verify page and the tests share, and the wording of an award. No
 * schema library here, so the verify page's island can import it cheaply.
 */
import type { RaceFinish } from './championship-views.ts';
import { ordinal } from './championship.ts';

export { ordinal };

/**
 * Crockford's base32: digits and capitals without I, L, O and U, which read like 1, 1, 0 and V on
 * paper. 32 symbols carry 5 bits each, so 26 of them carry 130 random bits: far too many to guess.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_LENGTH = 26;
/** Exactly the code's length, so nothing longer is ever matched (checked after the length). */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** Separators people type inside a code: dashes (as printed), spaces, dots. */
const SEPARATORS = /[\s.\u2010-\u2015-]/g;

/**
 * A code as typed or scanned: capitals, without the dashes it is printed with or any spaces, and
 * with the letters that read like digits (I and L as 1, O as 0) taken as those digits, as
 * Crockford's alphabet intends; null when it cannot be a code.
 */
export const normalizeCertificateCode = (raw: string): string | null => {
  if (raw.length > CERTIFICATE_CODE_LENGTH * 2) return null;
  const code = raw.replace(SEPARATORS, '').toUpperCase().replace(/[IL]/g, '1').replace(/O/g, '0');
  return code.length === CERTIFICATE_CODE_LENGTH && CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
};

/** A code as printed and shown, in groups a person can copy: ABCDE-FGHJK-MNPQR-STVWX-YZ0123. */
export const formatCertificateCode = (code: string): string => {
  const groups = code.match(/.{1,5}/g) ?? [code];
  const last = groups.length > 1 && (groups.at(-1)?.length ?? 0) < 5 ? `${groups.at(-2) ?? ''}${groups.at(-1) ?? ''}` : undefined;
  return (last === undefined ? groups : [...groups.slice(0, -2), last]).join('-');
};

/** The verify page's path for a code: what the QR code on the PDF points to. */
export const verifyPath = (code: string): string => `/verify/${code}`;

/** Bounds that keep one championship's certificates, and so one bundle PDF, a known size. */
export const CERTIFICATE_LIMITS = {
  /** Every finisher of the largest championship: 500 races with far fewer finishers than this each. */
  perEvent: 20_000,
} as const;

export const certificateMessages = {
  issued: (issued: number, updated: number, kept: number) => `Certificates issued: ${issued} new, ${updated} updated, ${kept} unchanged.`,
  tooMany: `A championship may have at most ${CERTIFICATE_LIMITS.perEvent.toLocaleString('en-IN')} certificates.`,
  noResults: 'This championship has no results yet: record the results before issuing certificates.',
  /** One answer for a code that never existed and one that was revoked: neither tells which. */
  notFound: 'No valid certificate has this code. Check the code, or ask the association: the certificate may have been withdrawn.',
  revoked: 'Certificate revoked: its code no longer verifies.',
  bundleStarted: 'The certificates PDF is being prepared.',
  bundleNone: 'No certificates PDF has been prepared for this championship yet.',
  bundleEmpty: 'This championship has no certificates yet: issue them first.',
  bundleRunning: 'The certificates PDF is still being prepared.',
  verifyHeading: 'Certificate verification',
  verifyValid: 'This certificate is genuine.',
  verifyLoading: 'Checking the certificate…',
  verifyFailed: 'The certificate could not be checked just now. Please try again.',
  verifyPdf: 'Download the certificate (PDF)',
  verifyLead: 'Type the code printed under the QR code of the certificate, with or without its dashes.',
  verifyCodeLabel: 'Certificate code',
  verifyButton: 'Check the certificate',
  verifyCodeInvalid: 'A certificate code has 26 letters and digits, for example ABCDE-FGHJK-MNPQR-STVWX-YZ0123.',
  verifyAnother: 'Check another code',
  participation: 'Participation',
  adminHeading: 'Certificates',
  adminIntro:
    'Issue the certificates of a championship from its results, print them all as one PDF, or revoke one. Anyone can check a certificate at the address of its QR code.',
  chooseEvent: 'Choose a championship to see its certificates.',
  eventLabel: 'Championship',
  issueButton: 'Issue certificates',
  issuing: 'Issuing…',
  issueFailed: 'The certificates could not be issued.',
  loadFailed: 'The certificates could not be loaded.',
  empty: 'No certificates yet: issue them once the results are recorded.',
  confirmRevoke: 'Revoke this certificate? Its code stops verifying at once; issuing again gives the skater a new code.',
  revokeFailed: 'The certificate could not be revoked.',
  bundleButton: 'Prepare one PDF of all certificates',
  bundleProgress: (done: number, total: number) => `Preparing the PDF: ${done} of ${total} certificates`,
  bundleDownload: (total: number) => `Download the PDF of all ${total} certificates`,
  bundleStartFailed: 'The PDF could not be started.',
  bundleFailed: 'The PDF could not be prepared. Please start it again.',
} as const;

/** The certificate's title: merit for a place, participation otherwise. */
export const certificateTitle = (position: number | undefined): string =>
  position === undefined ? 'Certificate of Participation' : 'Certificate of Merit';

/** What the certificate awards: a position ("2nd place") or participation. */
export const awardText = (position: number | undefined): string =>
  position === undefined ? certificateMessages.participation : `${ordinal(position)} place`;

/** The facts a certificate states, as the public answer and the PDF give them; no position on a participation certificate. */
export interface CertificateFacts extends RaceFinish {
  code: string;
  name: string;
  registrationNo: string;
  club: string;
  award: string;
  issuedAt: string;
}
