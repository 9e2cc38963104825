/**
 * Event registrations: POST /api/registrations is a public form; GET /api/registrations and
 * DELETE /api/registrations/{id} are for the registrar (the records hold personal data).
 * Registrations are not public content, so they never trigger a rebuild.
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { registrationMessages } from '#domain/events/registration.ts';
import { registrationRoutes } from '#domain/events/registration.routes.ts';
import type { Registration } from '#domain/events/registration.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { deleteRegistration } from '#shared/events/event-registrations.ts';
import { register, registrationsPage } from '#shared/events/registration-submissions.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { removeOne } from '#shared/records/record-handlers.ts';
import { registrations } from '#shared/collections/events.ts';

/** An event registration by the name registered (a skater's, as on start lists); never the address or phone. */
const registrationAudit = declareAudit<Registration>({
  resource: 'registrations',
  what: (registration) => `${AUDIT_NOUNS.registrations} ${registration.name}`,
});

const app = apiFunction()
  .on(registrationRoutes.list, { versions: { records: registrations } }, async (c) => registrationsPage(c.req.raw, c.req.valid('query')))
  .on(registrationRoutes.add, { audit: registrationAudit, limit: 'registration' }, async (c) => {
    const record = await register(c.req.valid('json'), c.get('submission'));
    auditRecord(c.req.raw, record);
    return json({ message: registrationMessages.registered, _id: record._id }, { status: 201 });
  })
  .on(registrationRoutes.remove, { audit: registrationAudit, versions: { records: registrations } }, async (c) =>
    removeOne(registrations, 'Registration', { message: registrationMessages.deleted, remove: deleteRegistration })(
      c.req.raw,
      contextOf(c),
    ),
  );

export default serve(app);

export const config = { path: ['/api/registrations', '/api/registrations/:id'] };
