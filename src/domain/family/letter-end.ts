/**
 * How every letter to a parent ends: the way to their family page, where everything the letter
 * is about can be seen and done (registrations, what is owed and how to pay it, entries, results,
 * certificates, receipts), then the association's signature. One text, so no letter forgets it.
 * Zod-free and free of other domain modules, so any letter can import it.
 */
import { site } from '#config/site.ts';
import { MY_PATH } from './family-path.ts';

export const FAMILY_PAGE_PATH = MY_PATH;

/** A page of the site as a letter writes it: the site's public address and the path. */
export const sitePage = (path: string): string => `${site.url.replace(/\/$/, '')}${path}`;

export const FAMILY_PAGE_URL = sitePage(FAMILY_PAGE_PATH);

export const LETTER_SIGNATURE = `With regards,\n${site.name}\n${site.email} · ${site.phone}`;

export const familyPageLine = `Your family page: ${FAMILY_PAGE_URL}\nSign in there with this e-mail address to see your children's registrations, what is owed and how to pay it, championship entries, results, certificates and receipts.`;

/** The last paragraphs of every letter to a parent. */
export const parentLetterEnd = `${familyPageLine}\n\n${LETTER_SIGNATURE}`;
