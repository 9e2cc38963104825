/**
 * CSV export of admin tables. A spreadsheet may split a line on any common separator, not only
 * the comma (many Indian and European locales use `;`, some files tab or `|`), so a cell holding
 * any of them is quoted, and a character that would start a formula (=, +, -, @) is neutralised
 * with an apostrophe both at the start of the cell and after each separator or line break, where
 * a spreadsheet splitting differently would start a new cell. A byte-order mark makes Excel read
 * UTF-8 names correctly.
 */
import { today } from '#domain/common/dates.ts';

export type CsvCell = string | number | null | undefined;

/** Spaces before it too (a spreadsheet may trim them), and fullwidth forms, which some spreadsheets read as their ASCII twins. */
const FORMULA_START = /^ *[=+\-@\t\r＝＋－＠]/;
/** A formula character after a separator or line break, spaces between allowed. */
const FORMULA_AFTER_SEPARATOR = /([,;\t|\r\n] *)([=+\-@＝＋－＠])/g;
const NEEDS_QUOTES = /[",;\t|\r\n]/;

export const csvCell = (value: CsvCell): string => {
  let text = value === null || value === undefined ? '' : String(value);
  text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

export const downloadCsv = (filename: string, csv: string): void => {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** `name-2026-11-21.csv`, dated on the association's calendar. */
export const datedFilename = (name: string, now = new Date()): string => `${name}-${today(now)}.csv`;
