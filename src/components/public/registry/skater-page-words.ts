/**
 * The words the skater page (src/pages/skater/index.astro) hands its plain script
 * (skater-page-dom.ts) in the page's language: only the messages the script shows, so the page's
 * HTML stays small and the script carries no catalogue. Imported by the page at build time only.
 */
import type { Lang } from '#domain/i18n/languages.ts';
import type { PageWords } from '#domain/i18n/messages.ts';
import { islandWords } from '#domain/i18n/translate.ts';
import { registryWords } from '#domain/i18n/words-registry.ts';

/** Every message the script shows. */
export const SKATER_PAGE_KEYS = [
  'registry.skaterTitle',
  'registry.allSkaters',
  'registry.photoOf',
  'registry.skaterNotFound',
  'registry.skaterFailed',
  'registry.skaterRetry',
  'registry.skaterClub',
  'registry.skaterAgeCategory',
  'registry.skaterRegistrationNo',
  'registry.skaterEventCategory',
  'registry.skaterGender',
  'registry.skaterNoResults',
  'registry.skaterNoCertificates',
  'registry.skaterCertificatesIntro',
  'registry.skaterVerify',
  'registry.skaterVerifyLabel',
  'registry.skaterPageTitle',
  'registry.skaterHoldsRecords',
  'registry.skaterRecord',
  'registry.skaterRecordLevel.meet',
  'registry.skaterRecordLevel.district',
  'registry.skaterRecordLevel.state',
  'registry.skaterRecordsLink',
  'registry.skaterStatus.provisional',
  'registry.skaterStatus.official',
  'registry.skaterStatus.corrected',
] as const;

export type SkaterPageKey = (typeof SKATER_PAGE_KEYS)[number];
export type SkaterPageWords = PageWords<SkaterPageKey>;

/** The skater page's words in `lang` (the server's messages are not shown by the script, so none are handed). */
export const skaterPageWords = (lang: Lang): SkaterPageWords => {
  const all = islandWords(lang, registryWords);
  const words = Object.fromEntries(SKATER_PAGE_KEYS.map((key) => [key, all.words[key]])) as SkaterPageWords['words'];
  return { lang: all.lang, locale: all.locale, prefix: all.prefix, words, server: {} };
};

/** The words as the page writes them into its HTML: JSON that cannot close the script element holding it. */
export const skaterPageWordsJson = (lang: Lang): string => JSON.stringify(skaterPageWords(lang)).replace(/</g, '\\u003c');
