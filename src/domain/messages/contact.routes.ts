/** The contact form's routes: a visitor sends a message; registrars read and delete them (docs/rules.md#contact). */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { contactInputSchema, contactMessageSchema } from './contact.schema.ts';

export const contactRoutes = {
  send: apiRoute({
    method: 'POST',
    path: '/api/contact',
    access: 'public',
    summary: 'Sends a message to the secretary: stored, and e-mailed to them. A public form, limited per client and per hour (429).',
    body: contactInputSchema,
    answers: { 201: { description: 'Sent; the message says what happens next.', schema: messageAnswerSchema } },
  }),
  list: apiRoute({
    method: 'GET',
    path: '/api/contact',
    access: 'registrar',
    summary: 'The messages, newest first, a page; a long message is cut to its start. `q` searches the address, subject and text.',
    query: listQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(contactMessageSchema) } },
  }),
  open: apiRoute({
    method: 'GET',
    path: '/api/contact/:id',
    access: 'registrar',
    summary: 'One message, whole; the first opening marks it read (`readAt`). Its version is the ETag.',
    record: 'Message',
    answers: { 200: { description: 'The message.', schema: contactMessageSchema } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/contact/:id',
    access: 'registrar',
    summary: 'Deletes a message (If-Match: a stale version is refused with 409).',
    record: 'Message',
    answers: { 200: { description: 'Deleted.', schema: messageAnswerSchema } },
  }),
};
