/**
 * Who signs the association's certificates: one or two people, each with the title printed under
 * the name and, optionally, a signature image (a PNG or JPEG data URL; see sample-signature.ts).
 * Without an image the line is left for a signature by hand. Kept apart from site.ts so the
 * images never travel to visitors' browsers: only the server draws certificates.
 */
import { SAMPLE_SIGNATURE } from './sample-signature.ts';

export interface Signatory {
  name: string;
  title: string;
  /** A data URL of a PNG or JPEG, or '' for a line signed by hand. */
  signature: string;
}

export const certificateSignatories: readonly Signatory[] = [
  { name: 'Anita Deshpande', title: 'President', signature: '' },
  { name: 'Vikram Joshi', title: 'Secretary', signature: SAMPLE_SIGNATURE },
];
