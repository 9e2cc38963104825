/**
 * Event registrations: POST /api/registrations is a public form; GET
 * /api/registrations and DELETE /api/registrations/{id} are for admins (the records hold
 * personal data). Registrations are not public content, so they never trigger a rebuild.
 */
import { registrationMessages } from '../../src/domain/registration.ts';
import { registrationInputSchema, type Registration } from '../../src/domain/registration.schema.ts';
import { events, registrations } from './_shared/collections.ts';
import { byMethod, byPath, handle, HttpError, json, readJson } from './_shared/http.ts';
import { startSubmission } from './_shared/public-form.ts';
import { newestFirst } from './_shared/public-views.ts';
import { removeOne } from './_shared/record-handlers.ts';
import { requireAdmin } from './_shared/sessions.ts';
import { newId } from './_shared/store.ts';

export default handle(
  byPath({
    '/api/registrations': byMethod({
      GET: async (req) => {
        await requireAdmin(req);
        return json(newestFirst(await registrations().list()));
      },
      POST: async (req, context) => {
        const submission = await startSubmission('registration', req, context);
        const { website: _honeypot, ...input } = await readJson(req, registrationInputSchema);
        if (!(await events().get(input.eventId))) throw new HttpError(404, registrationMessages.unknownEventSubmit);
        await submission.admit();
        const record: Registration = { _id: newId(), ...input, createdAt: new Date().toISOString() };
        // The duplicate check and the insert are one conditional write, so two simultaneous
        // submissions of the same e-mail cannot both get in.
        const inserted = await registrations().mutate((items) =>
          items.some((item) => item.eventId === record.eventId && item.email === record.email)
            ? { result: false }
            : { items: [...items, record], result: true },
        );
        if (!inserted) throw new HttpError(409, registrationMessages.duplicate);
        return json({ message: registrationMessages.registered, _id: record._id }, { status: 201 });
      },
    }),
    '/api/registrations/:id': byMethod({
      DELETE: removeOne(registrations, 'Registration', { message: registrationMessages.deleted }),
    }),
  }),
);

export const config = { path: ['/api/registrations', '/api/registrations/:id'] };
