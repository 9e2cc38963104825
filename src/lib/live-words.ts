/**
 * The words of a championship while it runs (the projector view, the "now racing" line) in a
 * page's language, for the pages whose islands show them.
 */
import { islandWords } from '#domain/i18n/translate.ts';
import { liveWords } from '#domain/i18n/words-live.ts';
import { pageLang } from '#lib/page-language.ts';

export const liveWordsFor = (currentLocale: string | undefined) => islandWords(pageLang(currentLocale), liveWords);
