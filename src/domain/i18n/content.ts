/**
 * Content the association writes in both languages (docs/languages.md#content-in-both-languages):
 * a record keeps its second language's version in `translated…` fields, each optional. A page in
 * the second language shows that version where it is written, and the default one otherwise,
 * saying so.
 */
import { DEFAULT_LANG, type Lang } from './languages.ts';

export interface Shown {
  title: string;
  description: string;
  /** True when the page's language has no version of its own and the default one is shown. */
  inDefault: boolean;
}

export const shownIn = (
  lang: Lang,
  item: { title: string; description: string; translatedTitle?: string | undefined; translatedDescription?: string | undefined },
): Shown => {
  const title = item.translatedTitle?.trim() ?? '';
  if (lang === DEFAULT_LANG || title === '') return { title: item.title, description: item.description, inDefault: lang !== DEFAULT_LANG };
  return { title, description: item.translatedDescription?.trim() || item.description, inDefault: false };
};
