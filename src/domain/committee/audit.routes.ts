/** The audit log: owners read it; nothing changes or deletes an entry through the API. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { auditEntrySchema, auditQuerySchema } from './audit.schema.ts';

export const auditRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/audit',
    access: 'owner',
    summary:
      'The audit log, newest first, a page; `actor` (an account id), `action`, `resource`, `from`, `to` (YYYY-MM-DD, inclusive); failed sign-ins added up with `count` and `firstAt`.',
    query: auditQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(auditEntrySchema) } },
  }),
};
