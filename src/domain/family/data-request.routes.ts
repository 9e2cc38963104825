/** The registrar's queue of parents' requests (corrections, deletions, copies of a child's data): listed and answered once. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { dataRequestSchema, requestAnswerSchema, requestListQuerySchema } from './family.schema.ts';

export const dataRequestRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/requests',
    access: 'registrar',
    summary: 'The parents’ requests, oldest first, a page; `?status=open|done|declined`.',
    query: requestListQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(dataRequestSchema) } },
  }),
  answer: apiRoute({
    method: 'PATCH',
    path: '/api/requests/:id',
    access: 'registrar',
    summary:
      'Answers a request once (`status`: done or declined, `answer`), mailed to the parent; a deletion marked done deletes the profile as `DELETE /api/skaterprofiles/{id}` does. 409 already answered.',
    record: 'Request',
    body: requestAnswerSchema,
    answers: {
      200: {
        description: 'Answered: the request, whether the letter went, and what a deletion deleted.',
        schema: z.object({
          message: z.string(),
          request: dataRequestSchema,
          mailed: z.boolean(),
          deleted: z.record(z.string(), z.number()).optional(),
        }),
      },
    },
  }),
};
