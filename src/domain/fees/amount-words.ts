/**
 * An amount in words as Indian receipts write it, in lakhs and crores: "Rupees One Thousand Five
 * Hundred only" (to-words, Indian English), and in the second language where it has its words.
 */
import { ToWords } from 'to-words';
import { tamilAmountInWords } from '#domain/i18n/amount-words-tamil.ts';
import { DEFAULT_LANG, type Lang } from '#domain/i18n/languages.ts';

const words = new ToWords({ localeCode: 'en-IN', converterOptions: { currency: false, ignoreDecimal: true } });

export const amountInWords = (rupees: number): string => `Rupees ${words.convert(Math.trunc(rupees))} only`;

/** Each other language's amount in words, by code. */
const OTHER_LANGUAGES: Readonly<Record<string, (rupees: number) => string>> = { ta: tamilAmountInWords };

/** The amount in `lang`'s words; undefined for a language that has none yet. */
export const amountInWordsIn = (lang: Lang, rupees: number): string | undefined =>
  lang === DEFAULT_LANG ? amountInWords(rupees) : OTHER_LANGUAGES[lang]?.(rupees);
