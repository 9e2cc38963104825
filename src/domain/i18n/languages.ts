/**
 * The site's two languages, from src/config/site.ts: the default one at the addresses as they are,
 * the second under its code (/ta/…). Everything that asks "which language" speaks these codes.
 */
import { site } from '#config/site.ts';

export const DEFAULT_LANG = site.languages.default.code;
export const SECOND_LANG = site.languages.second.code;
export const LANGS = [DEFAULT_LANG, SECOND_LANG] as const;
export type Lang = (typeof LANGS)[number];

const settings = { [DEFAULT_LANG]: site.languages.default, [SECOND_LANG]: site.languages.second } as Record<
  Lang,
  { code: string; locale: string; digits: string; name: string }
>;

export { PAGE_LANGUAGE_HEADER } from './prefix.ts';

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/** A code read from anywhere (a page's locale, a request, a stored record) as one of the site's languages; the default otherwise. */
export const toLang = (value: unknown): Lang => (isLang(value) ? value : DEFAULT_LANG);

/** The `Intl` locale of a language, with the numbering system the association chose ("ta-IN-u-nu-latn"). */
export const localeOf = (lang: Lang): string => `${settings[lang].locale}-u-nu-${settings[lang].digits}`;

/** The BCP 47 tag for `lang` and `hreflang` attributes ("ta-IN"). */
export const tagOf = (lang: Lang): string => settings[lang].locale;

/** How the language names itself ("தமிழ்"), for the switch in the header. */
export const nameOf = (lang: Lang): string => settings[lang].name;

/** The other one of the two languages: where the header's switch leads. */
export const otherLang = (lang: Lang): Lang => (lang === DEFAULT_LANG ? SECOND_LANG : DEFAULT_LANG);
