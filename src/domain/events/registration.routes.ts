/** Event registrations' routes: a public form; the registrar lists and deletes them (they hold personal data). */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { registrationInputSchema, registrationListQuerySchema, registrationSchema } from './registration.schema.ts';

export const registrationRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/registrations',
    access: 'registrar',
    summary:
      'The registrations, newest first, a page; `?event=` (an id, or `unknown` for deleted events), `?minAge=`, `?maxAge=`, `?q=` (name, e-mail, phone).',
    query: registrationListQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(registrationSchema) } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/registrations',
    access: 'public',
    summary:
      'The public form: registers for an event. 404 unknown event; 409 the same e-mail already registered for that event; 429 over the limits.',
    body: registrationInputSchema,
    answers: { 201: { description: 'Registered.', schema: messageAnswerSchema.extend({ _id: idSchema }) } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/registrations/:id',
    access: 'registrar',
    summary: 'Deletes a registration (its e-mail address may register for the event again).',
    record: 'Registration',
    answers: { 200: { description: 'Deleted.', schema: messageAnswerSchema } },
  }),
};
