/**
 * FinishLynx's files. Out: `lynx.ppl` (the people: id, last name, first name, club), `lynx.evt`
 * (each heat's `event,round,heat,name` line followed by a `,id,lane` line per starter) and
 * `lynx.sch` (`event,round,heat` in running order), the id being the bib and the numbers the
 * site's own (a race's event number never changes). In: a `.lif` result file of one heat, read line
 * by line: each line either becomes a result or is listed with its number and why.
 */
import { readMark } from '#domain/championships/marks.ts';
import type { ResultOutcome } from '#domain/championships/championship.ts';

/** Commas, quotes and line breaks would break FinishLynx's plain comma-separated lines: they become spaces. */
const field = (text: string | number): string =>
  String(text)
    .replace(/[,"\r\n]/g, ' ')
    .trim();

/** "Anya Devi Racer" → first "Anya Devi", last "Racer": the last word is the family name. */
export const splitName = (name: string): { first: string; last: string } => {
  const words = name.trim().split(/\s+/);
  const last = words.length > 1 ? (words.pop() ?? '') : '';
  return { first: words.join(' '), last: last || '' };
};

export interface LynxPerson {
  bib: number;
  name: string;
  club: string;
}

export interface LynxHeat {
  event: number;
  round: number;
  heat: number;
  name: string;
  starts: { bib: number; lane: number }[];
}

export const lynxPeople = (people: readonly LynxPerson[]): string =>
  people
    .map((person) => {
      const { first, last } = splitName(person.name);
      return [person.bib, field(last), field(first), field(person.club)].join(',');
    })
    .join('\r\n') + '\r\n';

export const lynxEvents = (heats: readonly LynxHeat[]): string =>
  heats
    .flatMap((heat) => [
      [heat.event, heat.round, heat.heat, field(heat.name)].join(','),
      ...heat.starts.map((start) => `,${start.bib},${start.lane}`),
    ])
    .join('\r\n') + '\r\n';

export const lynxSchedule = (heats: readonly LynxHeat[]): string =>
  heats.map((heat) => [heat.event, heat.round, heat.heat].join(',')).join('\r\n') + '\r\n';

export interface ImportedRow {
  line: number;
  bib: number;
  place?: number | undefined;
  outcome?: ResultOutcome | undefined;
  /** As read ("52.314"). */
  time?: string | undefined;
}

export interface UnmatchedLine {
  line: number;
  text: string;
  reason: string;
}

export const importTexts = {
  fields: 'fewer fields than place, id, lane, last name, first name, club, time',
  place: 'the place is not a number, DNS, DNF or DQ',
  id: 'the id is not a bib number',
  time: 'the time cannot be read',
  unknownBib: (bib: number) => `bib ${bib} is not in this heat`,
  twice: (bib: number) => `bib ${bib} is already on an earlier line`,
  header: 'the first line is not event, round, heat',
  otherHeat: (event: number, round: number, heat: number) => `this file is for event ${event}, round ${round}, heat ${heat}`,
  beforeStart: 'after the clock offset this read is before the start',
  doubleRead: 'a second read within the minimum lap time (ignored)',
  unknownTag: (tag: string) => `tag ${tag} is not on the tag list`,
  tagLine: 'not a tag, bib line',
  chipLine: 'not a tag, time line',
} as const;

const WHOLE = /^\d{1,6}$/;
const OUTCOMES: Record<string, ResultOutcome> = { DNS: 'DNS', DNF: 'DNF', DQ: 'DQ', DSQ: 'DQ' };

export const linesOf = (text: string): string[] => text.split(/\r?\n/);

/**
 * Reads a `.lif`: its first line names the heat (`event,round,heat,…`); every other non-empty line
 * a result. Answers the rows, the lines that are not results (with their number, from 1), and the
 * heat the file says it is for.
 */
export const readLif = (
  text: string,
): { heat?: { event: number; round: number; heat: number }; rows: ImportedRow[]; unmatched: UnmatchedLine[] } => {
  const lines = linesOf(text);
  const rows: ImportedRow[] = [];
  const unmatched: UnmatchedLine[] = [];
  const [head = '', ...rest] = lines;
  const [event = '', round = '', heatNo = ''] = head.split(',').map((part) => part.trim());
  const heat =
    WHOLE.test(event) && WHOLE.test(round) && WHOLE.test(heatNo)
      ? { event: Number(event), round: Number(round), heat: Number(heatNo) }
      : undefined;
  if (!heat && head.trim() !== '') unmatched.push({ line: 1, text: head, reason: importTexts.header });
  rest.forEach((raw, index) => {
    const line = index + 2;
    if (raw.trim() === '') return;
    const parts = raw.split(',').map((part) => part.trim());
    const miss = (reason: string) => unmatched.push({ line, text: raw, reason });
    if (parts.length < 7) return miss(importTexts.fields);
    const [placeText = '', idText = '', , , , , timeText = ''] = parts;
    const outcome = OUTCOMES[placeText.toUpperCase()];
    if (!outcome && !WHOLE.test(placeText)) return miss(importTexts.place);
    if (!WHOLE.test(idText)) return miss(importTexts.id);
    const reading = readMark(timeText, '');
    if (reading.kind === 'invalid' || (reading.kind === 'empty' && !outcome)) return miss(importTexts.time);
    rows.push({
      line,
      bib: Number(idText),
      ...(outcome ? { outcome } : { place: Number(placeText) }),
      ...(reading.kind === 'time' ? { time: reading.text } : {}),
    });
    return undefined;
  });
  return { ...(heat ? { heat } : {}), rows, unmatched };
};
