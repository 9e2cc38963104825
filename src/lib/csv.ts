/**
 * CSV export of admin tables. Cells that a spreadsheet would run as a formula (=, +, -, @) are
 * prefixed with an apostrophe; a byte-order mark makes Excel read UTF-8 names correctly.
 */
import { today } from '#domain/common/dates.ts';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: CsvCell): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
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
