/**
 * A chip-timing file: `tag,time` lines (a time of day or seconds), with the tag list (`tag,bib`
 * lines). A tag read again within the minimum lap time is a double read and ignored; the clock
 * offset (seconds, added) turns the reader's clock into race time. A skater's time is their last
 * read; the places follow from the times. Every line that gives nothing is listed with its number.
 */
import { readMark } from '#domain/championships/marks.ts';
import { formatThousandths } from '#domain/championships/marks.ts';
import { importTexts, linesOf, type ImportedRow, type UnmatchedLine } from './finishlynx.ts';

const TAG = /^[A-Za-z0-9_-]{1,40}$/;
const WHOLE = /^\d{1,6}$/;

/** The tag list: tag → bib; lines that are not `tag,bib` are listed. */
export const readTagList = (text: string): { bibs: Map<string, number>; unmatched: UnmatchedLine[] } => {
  const bibs = new Map<string, number>();
  const unmatched: UnmatchedLine[] = [];
  linesOf(text).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const [tag = '', bib = '', ...extra] = raw.split(',').map((part) => part.trim());
    if (!TAG.test(tag) || !WHOLE.test(bib) || extra.length > 0) unmatched.push({ line: index + 1, text: raw, reason: importTexts.tagLine });
    else bibs.set(tag, Number(bib));
  });
  return { bibs, unmatched };
};

export interface ChipOptions {
  minLapSeconds: number;
  offsetSeconds: number;
}

/** The reads of a chip file as results by bib, and the lines that gave none. */
export const readChipFile = (
  text: string,
  tags: ReadonlyMap<string, number>,
  options: ChipOptions,
): { rows: ImportedRow[]; unmatched: UnmatchedLine[] } => {
  const unmatched: UnmatchedLine[] = [];
  const last = new Map<string, { line: number; at: number }>();
  linesOf(text).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const [tag = '', time = '', ...extra] = raw.split(',').map((part) => part.trim());
    const reading = readMark(time, '');
    if (!TAG.test(tag) || reading.kind !== 'time' || extra.length > 0) {
      // A header line ("tag,time") is a line like any other: listed, never silently skipped.
      unmatched.push({ line, text: raw, reason: importTexts.chipLine });
      return;
    }
    if (!tags.has(tag)) {
      unmatched.push({ line, text: raw, reason: importTexts.unknownTag(tag) });
      return;
    }
    const before = last.get(tag);
    if (before && reading.thousandths - before.at < options.minLapSeconds * 1000) {
      unmatched.push({ line, text: raw, reason: importTexts.doubleRead });
      return;
    }
    last.set(tag, { line, at: reading.thousandths });
  });
  const lines = linesOf(text);
  const finishes = [...last.entries()]
    .map(([tag, read]) => ({ bib: tags.get(tag) ?? 0, line: read.line, at: read.at + Math.round(options.offsetSeconds * 1000) }))
    .filter((read) => {
      if (read.at > 0) return true;
      unmatched.push({ line: read.line, text: lines[read.line - 1] ?? '', reason: importTexts.beforeStart });
      return false;
    })
    .sort((a, b) => a.at - b.at);
  unmatched.sort((a, b) => a.line - b.line);
  const rows = finishes.map((read, index) => {
    const first = finishes.findIndex((other) => other.at === read.at);
    return { line: read.line, bib: read.bib, place: (first === -1 ? index : first) + 1, time: formatThousandths(read.at, 3) };
  });
  return { rows, unmatched };
};
