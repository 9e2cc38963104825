/**
 * The language of a parent's letters: the language of the page they used, which the site's pages
 * send with each request (`X-Page-Language`, src/lib/client/call.ts), remembered with their address so letters sent
 * later (a confirmation after the registrar's review, an entry, a receipt) are in it too. An
 * address never written from a page in another language gets the default language.
 *
 * The store keeps a keyed hash of the address (client-key.ts), never the address, and the code of
 * the language only.
 */
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { clientKey } from '#shared/security/client-key.ts';
import { DEFAULT_LANG, LANGS, PAGE_LANGUAGE_HEADER, tagOf, type Lang } from '#domain/i18n/languages.ts';

export const LETTER_LANGUAGE_STORE = 'letter-languages';

/** What is stored for an address: the code of one of the site's languages, nothing else. */
const rememberedSchema = z.object({ lang: z.enum(LANGS) }).strict();

const keyOf = (email: string) => clientKey('letter-language', email.trim().toLowerCase());

/**
 * The site language a request asks for: the page's language its pages send (`X-Page-Language`),
 * else the first tag of its `Accept-Language` that is one of the site's languages ("ta-IN" or
 * "ta"), or undefined when it names none (a request from elsewhere).
 */
export const requestLanguage = (req: Request): Lang | undefined => {
  const header = `${req.headers.get(PAGE_LANGUAGE_HEADER) ?? ''},${req.headers.get('Accept-Language') ?? ''}`;
  for (const part of header.split(',')) {
    const tag = (part.split(';')[0] ?? '').trim().toLowerCase();
    const found = LANGS.find((lang) => tagOf(lang).toLowerCase() === tag || lang === tag);
    if (found) return found;
  }
  return undefined;
};

/** The language remembered for an address, when one was. */
export const rememberedLanguage = async (email: string): Promise<Lang | undefined> => {
  const stored: unknown = await getStore(LETTER_LANGUAGE_STORE).get(await keyOf(email), { type: 'json' });
  // A record of another shape (or a language no longer on the site) is as good as none: the default.
  const checked = rememberedSchema.safeParse(stored);
  return checked.success ? checked.data.lang : undefined;
};

/** Remembers the language the parent used with this address (written only when it changes). */
export const rememberLanguage = async (email: string, lang: Lang): Promise<void> => {
  if ((await rememberedLanguage(email)) === lang) return;
  await getStore(LETTER_LANGUAGE_STORE).setJSON(await keyOf(email), rememberedSchema.parse({ lang }));
};

/**
 * The language of a letter to `email` sent while answering `req`: the page's language, remembered
 * for later letters; else the one remembered; else the default.
 */
export const letterLanguage = async (email: string, req?: Request): Promise<Lang> => {
  const asked = req ? requestLanguage(req) : undefined;
  if (asked) {
    await rememberLanguage(email, asked);
    return asked;
  }
  return (await rememberedLanguage(email)) ?? DEFAULT_LANG;
};
