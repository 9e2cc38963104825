/** A parent's correction, deletion and access requests about a child. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { familyRequestSchema } from './family.schema.ts';

export const familyRequestRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/family/children/:id/requests',
    access: 'family',
    summary: 'The child’s requests: `{requests: [{_id, kind, status, createdAt, dueAt, field?, value?, answer?}]}`.',
    record: 'Skater',
    answers: { 200: { description: 'The requests.' } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/family/children/:id/requests',
    access: 'family',
    summary:
      'Asks for a correction `{kind: "correction", field, value}`, a deletion or the data `{kind: "deletion" | "access", note?}`: in the registrar’s queue, due in `REQUEST_DAYS`; 409 one of that kind is open for the child (the answer says when it is due).',
    record: 'Skater',
    body: familyRequestSchema,
    answers: { 201: { description: '`{message, request}`.', schema: z.object({ message: z.string(), request: z.object({}).loose() }) } },
  }),
};
