/**
 * Event registrations: POST /api/registrations is a public form; GET
 * /api/registrations and DELETE /api/registrations/{id} are for admins (the records hold
 * personal data). Registrations are not public content, so they never trigger a rebuild.
 */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, declareAudit } from './_shared/audit/audited.ts';
import { AUDIT_NOUNS } from '../../src/domain/committee/audit.ts';
import { REGISTRATION_AGE_MAX, registrationMessages, UNKNOWN_EVENT } from '../../src/domain/events/registration.ts';
import { registrationInputSchema, registrationListQuerySchema, type Registration } from '../../src/domain/events/registration.schema.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { events, registrations } from './_shared/store/collections.ts';
import { deleteRegistration, registrationClaim } from './_shared/events/event-registrations.ts';
import { HttpError, json, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle } from './_shared/platform/router.ts';
import { indexSource, listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { startSubmission } from './_shared/security/public-form-limits.ts';
import { removeOne } from './_shared/records/record-handlers.ts';
import { newId } from './_shared/store/index.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/** Whether the event's own list already holds this e-mail address (registrations older than claims have none). */
const alreadyListed = async (record: Registration): Promise<boolean> => {
  for await (const chunk of registrations().scan('byEvent', { partition: record.eventId })) {
    if (chunk.some((item) => item.email === record.email && item._id !== record._id)) return true;
  }
  return false;
};

/**
 * One registration per e-mail address per event. The claim on the pair is one conditional write,
 * so of two simultaneous submissions of the same address exactly one gets it; the other is refused.
 */
const insertOnce = async (record: Registration): Promise<void> => {
  const claim = registrationClaim(record);
  if (!(await registrations().claim(claim, record._id))) throw new HttpError(409, registrationMessages.duplicate);
  try {
    if (await alreadyListed(record)) throw new HttpError(409, registrationMessages.duplicate);
    await registrations().insert(record);
  } catch (error) {
    await registrations().release(claim, record._id);
    throw error;
  }
};

/** The ids of every event there is: to find registrations whose event was deleted before they were. */
const eventIds = async (): Promise<Set<string>> => {
  const ids = new Set<string>();
  for await (const chunk of events().scan('byDate')) for (const event of chunk) ids.add(event._id);
  return ids;
};

/** Newest first; one event's registrations come from its own partition. */
const listRegistrations: Handler = async (req) => {
  const query = readListQuery(req, registrationListQuerySchema);
  const { event, minAge, maxAge, q } = query;
  const known = event === UNKNOWN_EVENT ? await eventIds() : undefined;
  const source =
    event === '' || known
      ? indexSource(registrations(), 'newest', { reverse: true })
      : indexSource(registrations(), 'byEvent', { partition: event, reverse: true });
  const filtered = known !== undefined || minAge > 0 || maxAge < REGISTRATION_AGE_MAX || q !== '';
  const match = filtered
    ? (item: Registration) =>
        (!known || !known.has(item.eventId)) &&
        item.age >= minAge &&
        item.age <= maxAge &&
        matchesSearch(q, [item.name, item.email, item.phone])
    : undefined;
  return pagedJson(req, await listPage(source, query, match));
};

/** An event registration by the name registered (a skater's, as on start lists); never the address or phone. */
const registrationAudit = declareAudit<Registration>({
  resource: 'registrations',
  what: (registration) => `${AUDIT_NOUNS.registrations} ${registration.name}`,
});

export default handle(
  byPath({
    '/api/registrations': byMethod({
      GET: forRole('registrar', listedWithVersions(registrations, listRegistrations)),
      POST: publicRoute(
        audited(registrationAudit, async (req, context) => {
          const submission = await startSubmission('registration', req, context);
          const { website: _honeypot, ...input } = await readJson(req, registrationInputSchema);
          if (!(await events().get(input.eventId))) throw new HttpError(404, registrationMessages.unknownEventSubmit);
          await submission.admit();
          await submission.accept();
          const record: Registration = { _id: newId(), ...input, createdAt: new Date().toISOString() };
          await insertOnce(record);
          auditRecord(req, record);
          return json({ message: registrationMessages.registered, _id: record._id }, { status: 201 });
        }),
      ),
    }),
    '/api/registrations/:id': byMethod({
      DELETE: forRole(
        'registrar',
        audited(
          registrationAudit,
          versioned(
            registrations,
            removeOne(registrations, 'Registration', { message: registrationMessages.deleted, remove: deleteRegistration }),
          ),
        ),
      ),
    }),
  }),
);

export const config = { path: ['/api/registrations', '/api/registrations/:id'] };
