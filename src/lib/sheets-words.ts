/**
 * The words of a championship's start lists and results sheets in a page's language, for the pages
 * whose islands show them.
 */
import { islandWords } from '#domain/i18n/translate.ts';
import { sheetsWords } from '#domain/i18n/words-sheets.ts';
import { pageLang } from '#lib/page-language.ts';

export const sheetsWordsFor = (currentLocale: string | undefined) => islandWords(pageLang(currentLocale), sheetsWords);
