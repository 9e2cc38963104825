/**
 * The server answers in the default language (its messages are the domain modules' English). A
 * public page shows such a message in its own language when the catalogue has it: the catalogue's
 * `api.*` keys point at the same English constants, so the English words themselves are the code
 * (docs/languages.md#messages-from-the-api). A message the catalogue lacks is shown as it came.
 */
import type { Lang } from '#domain/i18n/languages.ts';
import { en, type MessageKey } from '#domain/i18n/messages-en.ts';
import { messagesFor } from '#domain/i18n/translate.ts';

const keyOfEnglish = new Map<string, MessageKey>(
  (Object.entries(en) as [MessageKey, unknown][])
    .filter((entry): entry is [MessageKey, string] => entry[0].startsWith('api.') && typeof entry[1] === 'string')
    .map(([key, english]) => [english, key]),
);

export const serverText = (lang: Lang, message: string): string => {
  const key = keyOfEnglish.get(message);
  return key ? messagesFor(lang).t(key) : message;
};
