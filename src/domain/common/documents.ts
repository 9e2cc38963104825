/**
 * Identity proofs may be a photo or a PDF (an e-Aadhaar, a scanned birth certificate: what most
 * parents hold). A PDF is judged by its bytes like an image, kept private like every proof, and
 * refused when it could act when opened (scripts, attachments, launch actions) or is locked by a
 * password the registrar could not open.
 */
import { IMAGE_ACCEPT, IMAGE_TYPE_NAMES, MAX_IMAGE_BYTES } from './images.ts';

export const PDF_TYPE = 'application/pdf';

/** A PDF is sent as it is (it cannot be scaled down in the browser): the same limit as an image after scaling. */
export const MAX_PDF_BYTES = MAX_IMAGE_BYTES;
/** More pages than any identity document has. */
export const MAX_PDF_PAGES = 20;

/** The `accept` attribute of a proof's file input: phones' pickers then offer PDFs beside photos. */
export const PROOF_ACCEPT = `${IMAGE_ACCEPT},${PDF_TYPE},.pdf`;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** Whether the bytes start as a PDF does. */
export const looksLikePdf = (bytes: Uint8Array): boolean =>
  bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);

export const pdfMessages = {
  hint: `A photo (${IMAGE_TYPE_NAMES}) or a PDF of at most ${MAX_PDF_BYTES / 1024 / 1024} MB.`,
  wrongType: (label: string) => `${label} must be a photo (${IMAGE_TYPE_NAMES}) or a PDF`,
  tooLarge: (label: string) => `${label} is too large (at most ${MAX_PDF_BYTES / 1024 / 1024} MB)`,
  unreadable: (label: string) => `${label}: this PDF could not be read. Please choose another file, or a photo of the document.`,
  locked: (label: string) =>
    `${label}: this PDF is protected by a password. Please upload a copy without a password, or a photo of the document.`,
  active: (label: string) =>
    `${label}: this PDF contains scripts, attachments or actions, which are not accepted. Please upload a plain scan, or a photo of the document.`,
  tooManyPages: (label: string) => `${label}: a PDF may have at most ${MAX_PDF_PAGES} pages.`,
  ready: 'PDF ready.',
} as const;
