/**
 * A page's language, from Astro's i18n routing (the address's /ta/ prefix): every public page and
 * component asks here, and passes `lang` on to its islands. Pages are rendered at build time, so
 * they know every area's words; an island asks `messagesFor(lang, itsWords)` for its own.
 */
import { toLang, type Lang } from '#domain/i18n/languages.ts';
import { messagesFor, type Messages } from '#domain/i18n/translate.ts';
import { allWords, type MessageKey } from '#domain/i18n/words-all.ts';

export const pageLang = (currentLocale: string | undefined): Lang => toLang(currentLocale);

export const pageMessages = (currentLocale: string | undefined): Messages<MessageKey> => messagesFor(pageLang(currentLocale), ...allWords);
