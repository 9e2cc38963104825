/**
 * Index summaries must stay small (the store refuses one over SUMMARY_MAX_BYTES of JSON), and a
 * record's texts may be long in bytes even within their character limits: Devanagari takes three
 * bytes a character, a control character six once escaped. `fitted` shortens the longest texts
 * of a summary until it fits, so an unusual record is listed with a shorter preview instead of
 * being refused.
 */
import { SUMMARY_MAX_BYTES } from './index.ts';

/** Fields that identify or address something: cut, they would point nowhere. */
const NEVER_CUT = new Set(['_id', 'eventId', 'createdAt', 'date', 'image', 'image2', 'url', 'skaterPhoto']);

const sizeOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** `text` cut to `characters` code points (never inside a surrogate pair). */
const cut = (text: string, characters: number) => Array.from(text).slice(0, characters).join('');

export const fitted = <S extends Record<string, unknown>>(summary: S, limit = SUMMARY_MAX_BYTES): S => {
  let current: Record<string, unknown> = summary;
  while (sizeOf(current) > limit) {
    const longest = Object.entries(current)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !NEVER_CUT.has(entry[0]))
      .sort((a, b) => sizeOf(b[1]) - sizeOf(a[1]))[0];
    if (!longest || longest[1] === '') throw new Error('A summary does not fit even with its texts emptied');
    const [name, text] = longest;
    const characters = Array.from(text).length;
    // Drop about as many characters as the excess takes, at this text's bytes per character.
    const excess = sizeOf(current) - limit;
    const drop = Math.ceil((excess * characters) / sizeOf(text)) + 1;
    current = { ...current, [name]: cut(text, Math.max(0, characters - drop)) };
  }
  return current as S;
};

/** A list item that is the whole record, where it is small, with long texts shortened to fit. */
export const whole = <T extends Record<string, unknown>>(record: T): T => fitted({ ...record });
