/**
 * A page's language, from Astro's i18n routing (the address's /ta/ prefix): every public page and
 * component asks here, and passes `lang` on to its islands.
 */
import { toLang, type Lang } from '#domain/i18n/languages.ts';
import { messagesFor, type Messages } from '#domain/i18n/translate.ts';

export const pageLang = (currentLocale: string | undefined): Lang => toLang(currentLocale);

export const pageMessages = (currentLocale: string | undefined): Messages => messagesFor(pageLang(currentLocale));
