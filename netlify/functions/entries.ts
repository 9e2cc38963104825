/**
 * Championship entries (docs/rules.md#championships). Entries hold a skater's name, number and
 * club; the skater is identified by registration number and date of birth, never stored here.
 * - POST /api/entries: a registrar's entry (parents enter from the family page, reached without a
 *   session through POST /api/family/link): {eventId, registrationNo, dob, raceIds, replace?} →
 *   201 {message, _id}; again for the same skater and event while entries are open → 200, races
 *   added, or replaced with `replace: true` (409 without it when races entered would go), the
 *   confirmation to the address on file. 409 once entries are closed. The skater is found
 *   through the budget of wrong dates of birth.
 * - POST /api/entries/eligible: a registrar's; the races the skater may enter and the skater's
 *   name (nothing personal), so the registrar's form offers only those.
 * - DELETE /api/entries/{id}: admin; withdraws the entry (kept, marked withdrawn).
 * - GET /api/events/{id}/entries: admin; the event's entries by name, a page at a time; `race`
 *   narrows to one race, `status` to entered or withdrawn, `q` searches name, number and club.
 * - GET /api/events/{id}/entries/csv: admin; the same list as CSV, streamed.
 */
import { championshipMessages } from '#domain/championships/championship.ts';
import { entrantLookupSchema, entryInputSchema, entryListQuerySchema, type Entry } from '#domain/championships/championship.schema.ts';
import { matchesSearch } from '#domain/common/search.ts';
import { csvDateTime, TIME_ZONE } from '#domain/common/dates.ts';
import { csvCell } from '#lib/csv.ts';
import { loadChampionship } from './_shared/championships/championship-store.ts';
import { entries } from './_shared/store/collections.ts';
import { checkRaces, eligibleRaces, enterSkater, findEntrant, refuseIfClosed } from './_shared/championships/entry-rules.ts';
import { confirmEntryLater } from './_shared/championships/entry-letters.ts';
import { binary, HttpError, json, readJson, type Handler } from './_shared/platform/http.ts';
import { logAccess } from './_shared/security/access-log.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { unpaidEntries } from './_shared/fees/charges.ts';
import { auditedLookup, type LookUp } from './_shared/audit/lookup-audit.ts';
import { auditRecord, audited, declareAudit, LOOKS_UP, unaudited } from './_shared/audit/audited.ts';
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { forRole } from './_shared/security/access.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/** Only registrars reach this route: no per-client limits, and an entry the association withdrew may come back. */
const addEntry: Handler = async (req, context) => {
  const { website: _honeypot, eventId, registrationNo, dob, raceIds, replace = false } = await readJson(req, entryInputSchema);
  const championship = await loadChampionship(eventId);
  const now = new Date();
  refuseIfClosed(championship, now);
  const skater = await findEntrant(registrationNo, dob);
  const races = checkRaces(skater, championship, raceIds, now);
  const { entry, replaced } = await enterSkater(championship, skater, raceIds, { replace, byAdmin: true }, now);
  confirmEntryLater(context, { championship, skater, entry, races, replaced });
  const message = replaced ? championshipMessages.replaced : championshipMessages.entered;
  auditRecord(req, entry, replaced ? 'edit' : 'create');
  return json({ message, _id: entry._id }, { status: replaced ? 200 : 201 });
};

/** The races the skater may enter, for the registrar's entry form (the name only, nothing personal). */
const eligible: Handler = async (req) => {
  const { eventId, registrationNo, dob } = await readJson(req, entrantLookupSchema);
  const championship = await loadChampionship(eventId);
  const now = new Date();
  refuseIfClosed(championship, now);
  const skater = await findEntrant(registrationNo, dob);
  const races = eligibleRaces(skater, championship, now);
  return json({ name: skater.name, maxRacesPerSkater: championship.maxRacesPerSkater, raceIds: races.map((race) => race._id) });
};

const withdraw: Handler = async (req, context) => {
  const id = pathId(context, 'Entry');
  const at = new Date().toISOString();
  const entry = await entries().update(id, (current) =>
    current.status === 'withdrawn' ? current : { ...current, status: 'withdrawn', withdrawnAt: at, updatedAt: at },
  );
  if (!entry) throw new HttpError(404, championshipMessages.entryNotFound);
  if (entry) auditRecord(req, entry);
  return json({ message: championshipMessages.withdrawn, entry });
};

const listQueryOf = (req: Request) => readListQuery(req, entryListQuerySchema);
type EntryListQuery = ReturnType<typeof listQueryOf>;

const matcher = ({ race, status, q }: EntryListQuery) =>
  race === '' && status === '' && q === ''
    ? undefined
    : (entry: Entry) =>
        (race === '' || entry.raceIds.includes(race)) &&
        (status === '' || entry.status === status) &&
        matchesSearch(q, [entry.name, entry.registrationNo, entry.club]);

/** An event's entries: its own index partition, never the whole collection. */
const listEntries: Handler = async (req, context) => {
  const eventId = pathId(context, 'Event');
  const query = listQueryOf(req);
  await loadChampionship(eventId);
  const source = indexSource(entries(), 'byEvent', { partition: eventId });
  // The committee sees which entries' fees are still owed (one read of the event's charges).
  const [page, unpaid] = await Promise.all([listPage(source, query, matcher(query)), unpaidEntries(eventId)]);
  return pagedJson(req, { ...page, items: page.items.map((entry) => ({ ...entry, unpaid: unpaid.has(entry._id) })) });
};

/** Times in the association's time zone, named in the heading so a spreadsheet reader knows. */
const CSV_HEADER = ['Name', 'Registration number', 'Club', 'Races', 'Status', `Entered at (${TIME_ZONE})`, `Updated at (${TIME_ZONE})`];

/** The CSV, a chunk of the event's index at a time: the answer starts before the last entry is read. */
const exportEntries: Handler = async (req, context) => {
  // Children's names by club: an export of personal fields, logged (who, when, which event).
  await logAccess(req, 'export', { export: `entries-csv ${context.params['id'] ?? ''}` });
  const eventId = pathId(context, 'Event');
  const query = listQueryOf(req);
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

/** A championship entry by the skater's name and registration number. */
const entryAudit = declareAudit<Entry>({
  resource: 'entries',
  what: (entry) => `${AUDIT_NOUNS.entries} ${entry.name} (${entry.registrationNo})`,
});
const ENTRY_LOOKUP: LookUp = { resource: 'entries', what: 'the championship entries of' };

export default handle(
  byPath({
    // A registrar's look-up is audited, found or not (lookup-audit.ts).
    '/api/entries': byMethod({ POST: forRole('registrar', audited(entryAudit, auditedLookup(ENTRY_LOOKUP, addEntry, { writes: true }))) }),
    // Before '/:id', which would take the name for an id.
    '/api/entries/eligible': byMethod({ POST: forRole('registrar', unaudited(LOOKS_UP, auditedLookup(ENTRY_LOOKUP, eligible))) }),
    '/api/entries/:id': byMethod({ DELETE: forRole('registrar', audited(entryAudit, versioned(entries, withdraw))) }),
    '/api/events/:id/entries': byMethod({ GET: forRole('registrar', listedWithVersions(entries, listEntries)) }),
    '/api/events/:id/entries/csv': byMethod({ GET: forRole('registrar', exportEntries) }),
  }),
);

export const config = {
  path: ['/api/entries', '/api/entries/eligible', '/api/entries/:id', '/api/events/:id/entries', '/api/events/:id/entries/csv'],
};
