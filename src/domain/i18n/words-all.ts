/**
 * Every area's words: what pages (rendered at build time), the server's letters and PDFs, and the
 * catalogue check use. An island imports only its own areas instead (the size budget).
 */
import type { KeyOf, Leaf } from './catalogue.ts';
import { apiWords } from './words-api.ts';
import { clubDeskWords } from './words-club-desk.ts';
import { clubPointsWords } from './words-club-points.ts';
import { clubsPublicWords } from './words-clubs-public.ts';
import { contentWords } from './words-content.ts';
import { homeWords } from './words-home.ts';
import { commonWords } from './words-common.ts';
import { consentWords } from './words-consent.ts';
import { privacyWords } from './words-privacy.ts';
import { eventsWords } from './words-events.ts';
import { familyWords } from './words-family.ts';
import { childDataWords } from './words-child-data.ts';
import { formsWords } from './words-forms.ts';
import { registryWords } from './words-registry.ts';
import { membershipWords } from './words-membership.ts';
import { lettersWords } from './words-letters.ts';
import { liveWords } from './words-live.ts';
import { newsWords } from './words-news.ts';
import { recordsWords } from './words-records.ts';
import { shellWords } from './words-shell.ts';
import { sheetsWords } from './words-sheets.ts';

/** Each area by the name of its file (words-<name>.ts), which the check's messages give. */
export const wordAreas = {
  common: commonWords,
  shell: shellWords,
  news: newsWords,
  events: eventsWords,
  family: familyWords,
  'child-data': childDataWords,
  forms: formsWords,
  registry: registryWords,
  membership: membershipWords,
  api: apiWords,
  letters: lettersWords,
  'club-desk': clubDeskWords,
  'club-points': clubPointsWords,
  consent: consentWords,
  privacy: privacyWords,
  home: homeWords,
  content: contentWords,
  'clubs-public': clubsPublicWords,
  records: recordsWords,
  live: liveWords,
  sheets: sheetsWords,
} as const;

export const allWords = [
  shellWords,
  newsWords,
  eventsWords,
  familyWords,
  childDataWords,
  formsWords,
  registryWords,
  membershipWords,
  apiWords,
  lettersWords,
  clubDeskWords,
  clubPointsWords,
  consentWords,
  privacyWords,
  homeWords,
  contentWords,
  clubsPublicWords,
  recordsWords,
  liveWords,
  sheetsWords,
] as const;

export type MessageKey = KeyOf<(typeof wordAreas)[keyof typeof wordAreas]>;

/** The default language's words for every key. */
export const baseWords: Readonly<Record<MessageKey, Leaf>> = Object.assign({}, ...Object.values(wordAreas).map((area) => area.base));
