/**
 * Reading a mark as the results secretary types it: a time ("1:02.10", "62.1", "62.10 s" all mean
 * 62.10 seconds) for a raced discipline, points ("7.5", "7.5 pts") for a judged one, anything for a
 * team game (a score). A reading gives the mark in one written form, so the same time is stored
 * and shown one way whoever typed it, and the number that "Rank by time" orders by. Pure and
 * without the schema library: the results grid reads every keystroke with it.
 */
import { CHAMPIONSHIP_LIMITS } from './championship.ts';

/** Disciplines judged on points; hockey and derby marks are scores, kept as typed; the others are raced against the clock. */
export const SCORED_DISCIPLINES: ReadonlySet<string> = new Set(['Fancy Inline', 'Inline Freestyle', 'Roller Freestyle', 'Skate Boarding']);
export const TEAM_DISCIPLINES: ReadonlySet<string> = new Set(['Inline Hockey', 'Roller Hockey', 'Roller Derby']);

export type MarkKind = 'time' | 'points' | 'free';

export const markKindOf = (discipline: string): MarkKind =>
  TEAM_DISCIPLINES.has(discipline) ? 'free' : SCORED_DISCIPLINES.has(discipline) ? 'points' : 'time';

export type MarkReading =
  | { kind: 'empty' }
  | { kind: 'time'; thousandths: number; text: string }
  | { kind: 'points'; points: number; text: string }
  | { kind: 'free'; text: string }
  | { kind: 'invalid'; message: string };

export const markMessages = {
  time: 'This time cannot be read: type seconds (62.10), minutes and seconds (1:02.10), or hours, minutes and seconds (1:02:03.5).',
  points: 'These points cannot be read: type a number, such as 7.5.',
  tooLong: `A mark has at most ${CHAMPIONSHIP_LIMITS.mark} characters.`,
} as const;

const DIGITS = /^\d+$/;
/** Seconds with an optional fraction of up to three digits, a comma read as the decimal point. */
const SECONDS = /^(\d{1,5})(?:[.,](\d{1,3}))?$/;
const POINTS = /^(\d{1,4})(?:[.,](\d{1,3}))?$/;
/** Units people type after a number; checked on the lower-cased text's end. */
const TIME_UNITS = ['seconds', 'second', 'secs', 'sec', 's'] as const;
const POINT_UNITS = ['points', 'point', 'pts', 'pt'] as const;

/** The text without a trailing unit (and the spaces before it). */
const withoutUnit = (text: string, units: readonly string[]): string => {
  const lower = text.toLowerCase();
  const unit = units.find((candidate) => lower.endsWith(candidate));
  return unit === undefined ? text : text.slice(0, text.length - unit.length).trimEnd();
};

/** Hundredths at least, thousandths when typed (timing systems give them). */
const fractionDigits = (typed: string | undefined) => Math.max(2, Math.min(3, typed?.length ?? 0));

/** 62100 ms → "1:02.10", 8500 → "8.50", 3723500 → "1:02:03.50": minutes and hours only when there are some. */
export const formatThousandths = (thousandths: number, digits = 2): string => {
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .slice(0, digits);
  const totalSeconds = Math.floor(thousandths / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const secs = totalSeconds % 60;
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}.${fraction}`;
  if (minutes > 0) return `${minutes}:${String(secs).padStart(2, '0')}.${fraction}`;
  return `${secs}.${fraction}`;
};

const readTime = (typed: string): MarkReading => {
  const invalid = { kind: 'invalid', message: markMessages.time } as const;
  const parts = withoutUnit(typed, TIME_UNITS).split(':');
  if (parts.length > 3) return invalid;
  const last = SECONDS.exec(parts.at(-1) ?? '');
  if (!last) return invalid;
  const [, wholeSeconds = '', fraction] = last;
  const leading = parts.slice(0, -1);
  if (!leading.every((part) => part.length >= 1 && part.length <= 3 && DIGITS.test(part))) return invalid;
  // After minutes, seconds are two digits below 60; after hours, minutes are too.
  if (leading.length > 0 && (wholeSeconds.length > 2 || Number(wholeSeconds) >= 60)) return invalid;
  if (leading.length === 2 && (leading[1]?.length !== 2 || Number(leading[1]) >= 60)) return invalid;
  const [hours, minutes] = leading.length === 2 ? leading.map(Number) : [0, Number(leading[0] ?? 0)];
  // Whole thousandths, so 62.1 and 1:02.10 are the same number exactly.
  const thousandths = ((hours ?? 0) * 3600 + (minutes ?? 0) * 60 + Number(wholeSeconds)) * 1000 + Number((fraction ?? '').padEnd(3, '0'));
  if (thousandths <= 0) return invalid;
  return { kind: 'time', thousandths, text: formatThousandths(thousandths, fractionDigits(fraction)) };
};

const readPoints = (typed: string): MarkReading => {
  const match = POINTS.exec(withoutUnit(typed, POINT_UNITS));
  if (!match) return { kind: 'invalid', message: markMessages.points };
  const [, whole = '', fraction] = match;
  const points = Number(`${whole}.${fraction ?? '0'}`);
  return { kind: 'points', points, text: fraction === undefined ? String(Number(whole)) : `${Number(whole)}.${fraction}` };
};

/** Reads a typed mark for a race of this discipline. */
export const readMark = (typed: string, discipline: string): MarkReading => {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  if (text.length > CHAMPIONSHIP_LIMITS.mark) return { kind: 'invalid', message: markMessages.tooLong };
  const kind = markKindOf(discipline);
  if (kind === 'free') return { kind: 'free', text };
  return kind === 'points' ? readPoints(text) : readTime(text);
};

/**
 * The order "Rank by time" puts two readings in: the faster time, or the higher score, first;
 * 0 for the same mark (a tie).
 */
export const compareReadings = (a: MarkReading, b: MarkReading): number => {
  if (a.kind === 'time' && b.kind === 'time') return a.thousandths - b.thousandths;
  if (a.kind === 'points' && b.kind === 'points') return b.points - a.points;
  return 0;
};

/** Whether a reading can order skaters (a score of a team game cannot). */
export const isRankable = (reading: MarkReading): reading is Extract<MarkReading, { kind: 'time' | 'points' }> =>
  reading.kind === 'time' || reading.kind === 'points';
