/** Short updates' routes: everyone reads them; an editor adds, edits and deletes them. */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { updateInputSchema, updateSchema } from './update.schema.ts';

export const updateRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/updates',
    access: 'public',
    summary: 'The short updates, newest first, a page; `q` searches the text.',
    query: listQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(updateSchema) } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/updates',
    access: 'editor',
    summary: 'Adds a short update; the site is rebuilt.',
    body: updateInputSchema,
    answers: { 201: { description: 'The update as stored.', schema: updateSchema } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/updates/:id',
    access: 'public',
    summary: 'One update; its version is the ETag (what an admin form reads again after a refused save).',
    record: 'Update',
    answers: { 200: { description: 'The update.', schema: updateSchema } },
  }),
  edit: apiRoute({
    method: 'PUT',
    path: '/api/updates/:id',
    access: 'editor',
    summary: 'Edits an update in place (If-Match: a stale version is refused with 409).',
    record: 'Update',
    body: updateInputSchema,
    answers: { 200: { description: 'The update as stored; its new version is the ETag.', schema: updateSchema } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/updates/:id',
    access: 'editor',
    summary: 'Deletes an update (If-Match: a stale version is refused with 409).',
    record: 'Update',
    answers: { 200: { description: 'Deleted.', schema: messageAnswerSchema } },
  }),
};
