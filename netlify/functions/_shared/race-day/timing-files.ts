/**
 * The timing system's files for a championship: FinishLynx's three export files from the seeded
 * heats (bibs as ids, the races' event numbers), and a heat's results imported from a `.lif` or a
 * chip file. An import goes through the same heat service as typed results: it lands provisional,
 * the same file again changes nothing, and every line that names no skater of the heat is listed.
 */
import { createHash } from 'node:crypto';
import { Conflict, Invalid, Refused } from '#domain/common/errors.ts';
import { ROUND_NAMES, roundsOf } from '#domain/race-day/race-format.ts';
import {
  importTexts,
  lynxEvents,
  lynxPeople,
  lynxSchedule,
  readLif,
  type ImportedRow,
  type LynxHeat,
  type UnmatchedLine,
} from '#domain/race-day/finishlynx.ts';
import { readChipFile, readTagList } from '#domain/race-day/chip-timing.ts';
import { raceDayTexts } from '#domain/race-day/race-day-texts.ts';
import type { HeatResultInput } from '#domain/race-day/race-day.schema.ts';
import { loadChampionship } from '#shared/championships/championship-store.ts';
import { entriesOf, loadRaceDay, raceDaysOf, raceOf } from './race-day-store.ts';
import { events } from '#shared/collections/events.ts';
import { heatSheetPdf, type SheetHeat } from './heat-sheet-pdf.ts';
import { bibsOf } from './race-day-views.ts';
import { roundAt } from './qualifying.ts';
import { saveHeatResult, type HeatAddress, type HeatWrite } from './heat-results.ts';

export const LYNX_FILES = ['lynx.ppl', 'lynx.evt', 'lynx.sch'] as const;
export type LynxFile = (typeof LYNX_FILES)[number];

/** One of FinishLynx's files for the championship: the people with bibs, every seeded heat in event order. */
export const lynxFile = async (eventId: string, file: LynxFile): Promise<string> => {
  const [championship, days, people, bibs] = await Promise.all([
    loadChampionship(eventId),
    raceDaysOf(eventId),
    entriesOf(eventId),
    bibsOf(eventId),
  ]);
  if (file === 'lynx.ppl')
    return lynxPeople(
      Object.entries(bibs)
        .filter(([entryId]) => people.has(entryId))
        .sort(([, a], [, b]) => a - b)
        .map(([entryId, bib]) => ({ bib, name: people.get(entryId)?.name ?? '', club: people.get(entryId)?.club ?? '' })),
    );
  const names = new Map(championship.races.map((race) => [race._id, race.name]));
  const heats: LynxHeat[] = [...days]
    .sort((a, b) => a.eventNumber - b.eventNumber)
    .flatMap((day) =>
      day.rounds.flatMap((round, roundIndex) =>
        round.heats.map((heat) => ({
          event: day.eventNumber,
          round: roundIndex + 1,
          heat: heat.number,
          name: `${names.get(day.raceId) ?? ''} ${ROUND_NAMES[roundsOf(day.setup)[roundIndex]?.kind ?? 'final-a']}`,
          starts: heat.starts.flatMap((start) =>
            bibs[start.entryId] === undefined ? [] : [{ bib: bibs[start.entryId] ?? 0, lane: start.position }],
          ),
        })),
      ),
    );
  return file === 'lynx.evt' ? lynxEvents(heats) : lynxSchedule(heats);
};

export interface ImportInput {
  format: 'lif' | 'chip';
  file: string;
  tags?: string | undefined;
  minLapSeconds?: number | undefined;
  offsetSeconds?: number | undefined;
}

export interface ImportResult {
  write: HeatWrite;
  imported: number;
  unmatched: UnmatchedLine[];
}

const describeLine = (line: UnmatchedLine) => `Line ${line.line}: ${line.reason} (${line.text.slice(0, 80)})`;

/** Imports a heat's results from a file; refused (nothing stored) when no line names a skater of the heat. */
export const importHeat = async (address: HeatAddress, input: ImportInput): Promise<ImportResult> => {
  const [day, bibs] = await Promise.all([loadRaceDay(address.eventId, address.raceId), bibsOf(address.eventId)]);
  const heat = roundAt(day, address.round).heats[address.heat - 1];
  if (!heat) throw new Refused(raceDayTexts.notSeeded);
  let read: { rows: ImportedRow[]; unmatched: UnmatchedLine[] };
  if (input.format === 'lif') {
    const lif = readLif(input.file);
    if (lif.heat && (lif.heat.event !== day.eventNumber || lif.heat.round !== address.round || lif.heat.heat !== address.heat))
      throw new Refused(
        `${importTexts.otherHeat(lif.heat.event, lif.heat.round, lif.heat.heat)}; this heat is event ${day.eventNumber}, round ${address.round}, heat ${address.heat}.`,
      );
    read = lif;
  } else {
    const tags = readTagList(input.tags ?? '');
    if (tags.unmatched.length > 0) throw new Invalid('The tag list has lines that are not tag, bib.', tags.unmatched.map(describeLine));
    read = readChipFile(input.file, tags.bibs, { minLapSeconds: input.minLapSeconds ?? 0, offsetSeconds: input.offsetSeconds ?? 0 });
  }
  const inHeat = new Map(
    heat.starts.flatMap((start) => (bibs[start.entryId] === undefined ? [] : [[bibs[start.entryId] ?? 0, start.entryId] as const])),
  );
  const lines = input.file.split(/\r?\n/);
  const lineText = (line: number) => lines[line - 1] ?? '';
  const unmatched = [...read.unmatched];
  const seen = new Set<string>();
  const rows: HeatResultInput['rows'] = [];
  for (const row of read.rows) {
    const entryId = inHeat.get(row.bib);
    if (!entryId) unmatched.push({ line: row.line, text: lineText(row.line), reason: importTexts.unknownBib(row.bib) });
    else if (seen.has(entryId)) unmatched.push({ line: row.line, text: lineText(row.line), reason: importTexts.twice(row.bib) });
    else {
      seen.add(entryId);
      rows.push({ entryId, place: row.place, time: row.time ?? '', outcome: row.outcome, reason: '' });
    }
  }
  unmatched.sort((a, b) => a.line - b.line);
  if (rows.length === 0) throw new Invalid(raceDayTexts.nothingImported, unmatched.map(describeLine));
  const digest = createHash('sha256')
    .update(input.file)
    .update('\0')
    .update(input.tags ?? '')
    .digest('hex')
    .slice(0, 16);
  const source = { kind: input.format, digest } as const;
  if (heat.status === 'official' && heat.source?.digest !== digest) throw new Conflict(raceDayTexts.importOfficial);
  const write = await saveHeatResult(address, { rows, reason: '' }, { source });
  return { write, imported: rows.length, unmatched };
};

/** The heat sheets of a race (every seeded round, or the one asked for) as an A4 PDF, one page per heat. */
export const heatSheets = async (eventId: string, raceId: string, roundNo?: number): Promise<Uint8Array> => {
  const [day, race, people, bibs, event] = await Promise.all([
    loadRaceDay(eventId, raceId),
    raceOf(eventId, raceId),
    entriesOf(eventId),
    bibsOf(eventId),
    events().get(eventId),
  ]);
  const plans = roundsOf(day.setup);
  const rounds = day.rounds
    .map((round, index) => ({ round, number: index + 1 }))
    .filter(({ number }) => roundNo === undefined || number === roundNo);
  if (rounds.length === 0) throw new Refused(raceDayTexts.notSeeded);
  const sheets: SheetHeat[] = rounds.flatMap(({ round, number }) =>
    round.heats.map((heat) => ({
      race: race.name,
      round: ROUND_NAMES[plans[number - 1]?.kind ?? 'final-a'],
      heat: heat.number,
      heats: round.heats.length,
      starts: heat.starts.map((start) => ({
        position: start.position,
        bib: bibs[start.entryId],
        name: people.get(start.entryId)?.name ?? '',
        club: people.get(start.entryId)?.club ?? '',
      })),
    })),
  );
  return heatSheetPdf(event?.title ?? '', event?.date ?? '', sheets);
};
