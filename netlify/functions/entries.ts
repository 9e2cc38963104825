/**
 * Championship entries (docs/rules.md#championships). Entries hold a skater's name, number and
 * club; the skater is identified by registration number and date of birth, never stored here. A
 * registrar enters a skater (parents enter from the family page) and withdraws an entry; the
 * committee reads an event's entries as a list or a CSV (_shared/championships/entry-list.ts).
 */
import { championshipMessages } from '#domain/championships/championship.ts';
import type { Entry } from '#domain/championships/championship.schema.ts';
import { entryRoutes } from '#domain/championships/entry.routes.ts';
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { NotFound } from '#domain/common/errors.ts';
import { auditRecord, declareAudit, LOOKS_UP } from '#shared/audit/audited.ts';
import type { LookUp } from '#shared/audit/lookup-audit.ts';
import { loadChampionship } from '#shared/championships/championship-store.ts';
import { confirmEntryLater, tellWithdrawnLater } from '#shared/championships/entry-letters.ts';
import { entryCsvAnswer, entryListAnswer } from '#shared/championships/entry-list.ts';
import { checkRaces, eligibleRaces, refuseIfClosed } from '#domain/championships/entry-rules.ts';
import { enterSkater, findEntrant } from '#shared/championships/entry-store.ts';
import { waiveDueCharges } from '#shared/fees/charges-waived.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { logAccess } from '#shared/security/access-log.ts';
import { entries } from '#shared/collections/championships.ts';

/** A championship entry by the skater's name and registration number. */
const entryAudit = declareAudit<Entry>({
  resource: 'entries',
  what: (entry) => `${AUDIT_NOUNS.entries} ${entry.name} (${entry.registrationNo})`,
});
/** A registrar's look-up is audited, found or not (lookup-audit.ts). */
const lookUp: LookUp = { resource: 'entries', what: 'the championship entries of' };
const versions = { records: entries };

const app = apiFunction()
  // Only registrars reach it: no per-client limits, and an entry the association withdrew may come back.
  .on(entryRoutes.enter, { audit: entryAudit, lookUp: { ...lookUp, writes: true } }, async (c) => {
    const { website: _honeypot, eventId, registrationNo, dob, raceIds, replace = false } = c.req.valid('json');
    const championship = await loadChampionship(eventId);
    const now = new Date();
    refuseIfClosed(championship, now);
    const skater = await findEntrant(registrationNo, dob);
    const races = checkRaces(skater, championship, raceIds, now);
    const { entry, replaced } = await enterSkater(championship, skater, raceIds, { replace, byAdmin: true }, now);
    confirmEntryLater(contextOf(c), { championship, skater, entry, races, replaced });
    auditRecord(c.req.raw, entry, replaced ? 'edit' : 'create');
    return json(
      { message: replaced ? championshipMessages.replaced : championshipMessages.entered, _id: entry._id },
      { status: replaced ? 200 : 201 },
    );
  })
  // The races the skater may enter, for the registrar's entry form (the name only, nothing personal).
  .on(entryRoutes.eligible, { audit: { none: LOOKS_UP }, lookUp }, async (c) => {
    const { eventId, registrationNo, dob } = c.req.valid('json');
    const championship = await loadChampionship(eventId);
    const now = new Date();
    refuseIfClosed(championship, now);
    const skater = await findEntrant(registrationNo, dob);
    const races = eligibleRaces(skater, championship, now);
    return json({ name: skater.name, maxRacesPerSkater: championship.maxRacesPerSkater, raceIds: races.map((race) => race._id) });
  })
  .on(entryRoutes.withdraw, { audit: entryAudit, versions }, async (c) => {
    const at = new Date().toISOString();
    let withdrawnNow = false;
    const entry = await entries().update(c.req.valid('param').id, (current) => {
      withdrawnNow = current.status !== 'withdrawn';
      return current.status === 'withdrawn' ? current : { ...current, status: 'withdrawn', withdrawnAt: at, updatedAt: at };
    });
    if (!entry) throw new NotFound('Entry');
    // Withdrawn, the skater does not race: the fees of the entry still due are owed no more.
    const waived = await waiveDueCharges(entry.skaterId, feeMessages.waivedEntryWithdrawn, entry.eventId);
    // Told once: a withdrawal sent again changes nothing and writes no second letter.
    if (withdrawnNow) tellWithdrawnLater(contextOf(c), entry, waived > 0);
    auditRecord(c.req.raw, entry);
    return json({ message: championshipMessages.withdrawn, entry });
  })
  .on(entryRoutes.list, { versions: { ...versions, list: true } }, async (c) =>
    entryListAnswer(c.req.raw, c.req.valid('param').id, c.req.valid('query')),
  )
  .on(entryRoutes.csv, {}, async (c) => {
    const { id } = c.req.valid('param');
    // Children's names by club: an export of personal fields, logged (who, when, which event).
    await logAccess(c.req.raw, 'export', { export: `entries-csv ${id}` });
    return entryCsvAnswer(id, c.req.valid('query'));
  });

export default serve(app);

export const config = {
  path: ['/api/entries', '/api/entries/eligible', '/api/entries/:id', '/api/events/:id/entries', '/api/events/:id/entries/csv'],
};
