/**
 * The registrar's answer to a parent's request about a child's data, in the language remembered
 * for the parent's address (docs/languages.md#letters-in-the-parents-language): what was asked and
 * whether it was done, the registrar's own words, and what the parent can do next, with the page
 * to do it on.
 */
import { site } from '#config/site.ts';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { lettersWords } from '#domain/i18n/words-letters.ts';
import { REGISTRY_PAGES } from '#domain/registry/skater-letters.ts';
import { CHILD_DATA_PATH } from './child-data-texts.ts';
import type { RequestKind } from './family.ts';
import { MY_PATH } from './family-path.ts';
import { sitePage } from './letter-end.ts';
import { parentLetterEndIn } from './sign-in-letter.ts';

export interface RequestAnswerFacts {
  kind: RequestKind;
  status: 'done' | 'declined';
  skaterId: string;
  skaterName: string;
  /** The registrar's words to the parent. */
  answer: string;
  /** A corrected e-mail address: the child is now on that address's family page, no longer on this one's. */
  movedTo?: string | undefined;
}

const OUTCOME_KEYS = {
  correction: { done: 'letter.request.correctionDone', declined: 'letter.request.correctionDeclined' },
  deletion: { done: 'letter.request.deletionDone', declined: 'letter.request.deletionDeclined' },
  access: { done: 'letter.request.accessDone', declined: 'letter.request.accessDeclined' },
} as const;

export const requestAnswerLetterIn = (lang: Lang, facts: RequestAnswerFacts): { subject: string; text: string } => {
  const m = messagesFor(lang, lettersWords);
  const skater = facts.skaterName;
  const familyPage = sitePage(m.path(MY_PATH));
  const next = (() => {
    if (facts.status === 'declined') return m.t('letter.request.declinedNext', { email: site.email, url: familyPage });
    if (facts.kind === 'correction' && facts.movedTo)
      return m.t('letter.contactChanged.familyPage', { email: facts.movedTo, url: familyPage });
    if (facts.kind === 'correction') return m.t('letter.request.correctionNext', { url: familyPage });
    // The profile is gone from the family page: what is left to do is register again, one day.
    if (facts.kind === 'deletion') return m.t('letter.request.deletionNext', { skater, url: sitePage(m.path(REGISTRY_PAGES.form)) });
    return m.t('letter.request.accessNext', {
      skater,
      url: `${sitePage(m.path(CHILD_DATA_PATH))}?child=${encodeURIComponent(facts.skaterId)}`,
    });
  })();
  return {
    subject: m.t('letter.request.subject', { skater }),
    text: [
      m.t('letter.dear'),
      m.t(OUTCOME_KEYS[facts.kind][facts.status], { skater }),
      ...(facts.answer.trim() ? [m.t('letter.request.answer', { answer: facts.answer.trim() })] : []),
      next,
      parentLetterEndIn(lang),
    ].join('\n\n'),
  };
};
