/**
 * An event's entries for the committee: a page of them with whether each one's fee is still owed,
 * and the same list as a CSV streamed a chunk of the event's index at a time. Both read the event's
 * own index partition, never the whole collection.
 */
import type { z } from 'zod';
import type { Entry, entryListQuerySchema } from '#domain/championships/championship.schema.ts';
import { csvDateTime, TIME_ZONE } from '#domain/common/dates.ts';
import { matchesSearch } from '#domain/common/search.ts';
import { csvCell } from '#lib/csv.ts';
import { unpaidEntries } from '#shared/fees/charges.ts';
import { binary } from '#shared/platform/http.ts';
import { indexSource, listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { entries } from '#shared/collections/championships.ts';
import { loadChampionship } from '#shared/championships/championship-store.ts';

export type EntryListQuery = z.output<typeof entryListQuerySchema>;

const matcher = ({ race, status, q }: EntryListQuery) =>
  race === '' && status === '' && q === ''
    ? undefined
    : (entry: Entry) =>
        (race === '' || entry.raceIds.includes(race)) &&
        (status === '' || entry.status === status) &&
        matchesSearch(q, [entry.name, entry.registrationNo, entry.club]);

/** A page of the event's entries, each marked `unpaid` while its fee is owed (one read of the event's charges). */
export const entryListAnswer = async (req: Request, eventId: string, query: EntryListQuery): Promise<Response> => {
  await loadChampionship(eventId);
  const source = indexSource(entries(), 'byEvent', { partition: eventId });
  const [page, unpaid] = await Promise.all([listPage(source, query, matcher(query)), unpaidEntries(eventId)]);
  return pagedJson(req, { ...page, items: page.items.map((entry) => ({ ...entry, unpaid: unpaid.has(entry._id) })) });
};

/** Times in the association's time zone, named in the heading so a spreadsheet reader knows. */
const CSV_HEADER = ['Name', 'Registration number', 'Club', 'Races', 'Status', `Entered at (${TIME_ZONE})`, `Updated at (${TIME_ZONE})`];

/** The CSV, a chunk of the event's index at a time: the answer starts before the last entry is read. */
export const entryCsvAnswer = async (eventId: string, query: EntryListQuery): Promise<Response> => {
  const championship = await loadChampionship(eventId);
  const raceNames = new Map(championship.races.map((race) => [race._id, race.name]));
  const match = matcher(query) ?? (() => true);
  const line = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;
  const chunks = entries().scan('byEvent', { partition: eventId });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(encoder.encode(`\uFEFF${line(CSV_HEADER)}`)),
    pull: async (controller) => {
      const next = await chunks.next();
      if (next.done) return controller.close();
      const rows = next.value
        .filter(match)
        .map((entry) =>
          line([
            entry.name,
            entry.registrationNo,
            entry.club,
            entry.raceIds.map((id) => raceNames.get(id) ?? id).join('; '),
            entry.status,
            csvDateTime(entry.createdAt),
            csvDateTime(entry.updatedAt),
          ]),
        );
      controller.enqueue(encoder.encode(rows.join('')));
    },
  });
  return binary(body, 'text/csv; charset=utf-8', 'private, no-store', {
    headers: { 'Content-Disposition': `attachment; filename="entries-${eventId}.csv"` },
  });
};
