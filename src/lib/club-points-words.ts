/**
 * The words of the club points tables in a page's language, for the pages whose islands show them
 * (a championship's results, a club's page): one import and one prop on each of those pages.
 */
import { islandWords } from '#domain/i18n/translate.ts';
import { clubPointsWords } from '#domain/i18n/words-club-points.ts';
import { pageLang } from '#lib/page-language.ts';

export const clubPointsWordsFor = (currentLocale: string | undefined) => islandWords(pageLang(currentLocale), clubPointsWords);
