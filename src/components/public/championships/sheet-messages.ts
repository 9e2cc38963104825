/** The words a championship's sheets are handed by their page, and the messages the sheet's pieces read them through. */
import type { Messages, WordsOf } from '#domain/i18n/messages.ts';
import type { sheetsWords } from '#domain/i18n/words-sheets.ts';

export type SheetWords = WordsOf<typeof sheetsWords>;
export type SheetMessages = Messages<SheetWords extends { words: Readonly<Record<infer Key, unknown>> } ? Key & string : never>;
