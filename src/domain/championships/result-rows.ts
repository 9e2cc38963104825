/**
 * The results grid's checks and "Rank by time", as pure functions of the typed rows: what must be
 * put right before saving (an unreadable mark, a mark with no position, a position and an outcome
 * both), what to check (ties, places nobody has), and positions filled from the marks.
 */
import { CHAMPIONSHIP_LIMITS, ordinal, type ResultOutcome } from './championship.ts';
import { championshipAdminTexts as texts } from './championship-texts.ts';
import { compareReadings, isRankable, markKindOf, readMark, type MarkReading } from './marks.ts';

/** A row as the grid holds it: what was typed. */
export interface GridRow {
  entryId: string;
  name: string;
  position: string;
  mark: string;
  outcome: '' | ResultOutcome;
}

export interface RowProblem {
  entryId: string;
  field: 'position' | 'mark' | 'outcome';
  message: string;
}

export interface RowChecks {
  /** Each stops the save, and names its row and cell. */
  problems: RowProblem[];
  /** Said plainly; saving is still allowed (a tie is right when it happened). */
  warnings: string[];
}

const positionOf = (typed: string): number | null | undefined => {
  const text = typed.trim();
  if (text === '') return undefined;
  if (!/^\d{1,4}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= CHAMPIONSHIP_LIMITS.position ? number : null;
};

export const checkRows = (rows: readonly GridRow[], discipline: string): RowChecks => {
  const problems: RowProblem[] = [];
  const placed = new Map<number, string[]>();
  for (const row of rows) {
    const position = positionOf(row.position);
    const reading = readMark(row.mark, discipline);
    if (reading.kind === 'invalid')
      problems.push({ entryId: row.entryId, field: 'mark', message: texts.badMark(row.name, reading.message) });
    if (position === null) {
      problems.push({ entryId: row.entryId, field: 'position', message: texts.badPosition(row.name, CHAMPIONSHIP_LIMITS.position) });
    } else if (position !== undefined && row.outcome !== '') {
      problems.push({ entryId: row.entryId, field: 'outcome', message: texts.rowError(row.name) });
    } else if (position === undefined && row.outcome === '' && reading.kind !== 'empty') {
      problems.push({
        entryId: row.entryId,
        field: 'position',
        message: texts.markNoPosition(row.name, texts.markWhat[markKindOf(discipline)]),
      });
    }
    if (typeof position === 'number') placed.set(position, [...(placed.get(position) ?? []), row.name]);
  }
  const warnings: string[] = [];
  let expected = 1;
  for (const [position, names] of [...placed.entries()].sort(([a], [b]) => a - b)) {
    if (position > expected) warnings.push(texts.gap(ordinal(expected), ordinal(position - 1)));
    if (names.length > 1) warnings.push(texts.tie(ordinal(position), names));
    expected = position + names.length;
  }
  return { problems, warnings };
};

/**
 * Positions from the marks: every row without an outcome and with a readable mark is placed, the
 * best mark first, equal marks sharing a place and the places after them skipped (1, 2, 2, 4).
 * Other rows are left as they are. Returns the rows and how many were placed.
 */
export const rankByMark = <R extends GridRow>(rows: readonly R[], discipline: string): { rows: R[]; placed: number } => {
  const readings = new Map<string, MarkReading>(rows.map((row) => [row.entryId, readMark(row.mark, discipline)]));
  const ranked = rows
    .filter((row) => row.outcome === '' && isRankable(readings.get(row.entryId) ?? { kind: 'empty' }))
    .sort((a, b) => compareReadings(readings.get(a.entryId) ?? { kind: 'empty' }, readings.get(b.entryId) ?? { kind: 'empty' }));
  const places = new Map<string, number>();
  ranked.forEach((row, index) => {
    const before = ranked[index - 1];
    const tied =
      before !== undefined &&
      compareReadings(readings.get(before.entryId) ?? { kind: 'empty' }, readings.get(row.entryId) ?? { kind: 'empty' }) === 0;
    places.set(row.entryId, tied ? (places.get(before.entryId) ?? index + 1) : index + 1);
  });
  return {
    rows: rows.map((row) => {
      const place = places.get(row.entryId);
      return place === undefined ? row : { ...row, position: String(place) };
    }),
    placed: places.size,
  };
};

/** The rows to send: empty rows left out, marks in their written form; call only when `checkRows` has no problems. */
export const rowsToSave = (rows: readonly GridRow[], discipline: string) =>
  rows.flatMap((row) => {
    const position = positionOf(row.position);
    const reading = readMark(row.mark, discipline);
    if (position === undefined && row.outcome === '' && reading.kind === 'empty') return [];
    const mark = reading.kind === 'empty' || reading.kind === 'invalid' ? '' : reading.text;
    return [
      {
        entryId: row.entryId,
        ...(typeof position === 'number' ? { position } : {}),
        ...(mark ? { mark } : {}),
        ...(row.outcome ? { outcome: row.outcome } : {}),
      },
    ];
  });
