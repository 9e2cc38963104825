/** News' routes: everyone reads the items; an editor adds, edits and deletes them. */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { newsEditSchema, newsInputSchema, newsSchema } from './news.schema.ts';

export const newsRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/news',
    access: 'public',
    summary: 'The news, newest first, a page; `q` searches the title and the text.',
    query: listQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(newsSchema) } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/news',
    access: 'editor',
    summary: 'Adds a news item with an optional picture (a data URL, or a stored `/api/images/…` to copy); the site is rebuilt.',
    body: newsInputSchema,
    answers: { 201: { description: 'The news item as stored.', schema: newsSchema } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/news/:id',
    access: 'public',
    summary: 'One news item; its version is the ETag.',
    record: 'News item',
    answers: { 200: { description: 'The news item.', schema: newsSchema } },
  }),
  edit: apiRoute({
    method: 'PUT',
    path: '/api/news/:id',
    access: 'editor',
    summary:
      'Edits a news item in place, same id and address (If-Match: a stale version is refused with 409). A picture left out stays, a new one replaces it (the old file is deleted once the record is saved), `""` removes it.',
    record: 'News item',
    body: newsEditSchema,
    answers: { 200: { description: 'The news item as stored; its new version is the ETag.', schema: newsSchema } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/news/:id',
    access: 'editor',
    summary: 'Deletes a news item and its picture (If-Match: a stale version is refused with 409).',
    record: 'News item',
    answers: { 200: { description: 'Deleted.', schema: messageAnswerSchema } },
  }),
};
