/**
 * Which browser asked for a family sign-in letter (docs/rules.md#family-page): the shared notes
 * (email-browser.ts) in the cookie `family-asked`, read only by the family API.
 */
import { browserNotes } from './email-browser.ts';

export { noteDigest } from './email-browser.ts';

export const { browserNote, noteAskingBrowser } = browserNotes('family-asked', '/api/family');
