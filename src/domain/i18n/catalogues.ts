/**
 * Every language's catalogue but the default one, by code. Adding a language is adding its file
 * here (docs/languages.md); the site's second language (src/config/site.ts) must be one of them.
 */
import type { Translation } from './catalogue.ts';
import type { Lang } from './languages.ts';
import type { MessageKey } from './messages-en.ts';
import { ta } from './messages-ta.ts';

export const translations: Readonly<Record<string, Translation<MessageKey>>> = { ta };

export const translationOf = (lang: Lang): Translation<MessageKey> => {
  const found = translations[lang];
  if (!found) throw new Error(`No catalogue for the language "${lang}": add src/domain/i18n/messages-${lang}.ts (docs/languages.md).`);
  return found;
};
