/** Achievements' routes: everyone reads them; an editor adds, edits and deletes them. */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { achievementEditSchema, achievementInputSchema, achievementListQuerySchema, achievementSchema } from './achievement.schema.ts';

export const achievementRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/achievements',
    access: 'public',
    summary:
      'The achievements, highest level first, then newest, a page; `level` (one or more, comma-separated), `year`, `q`; the description cut to the cards’ preview.',
    query: achievementListQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(achievementSchema) } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/achievements/:id',
    access: 'public',
    summary: 'One achievement; its version is the ETag.',
    record: 'Achievement',
    answers: { 200: { description: 'The achievement.', schema: achievementSchema } },
  }),
  add: apiRoute({
    method: 'POST',
    path: '/api/achievementspost',
    access: 'editor',
    summary: 'Adds an achievement with up to two pictures (data URLs, or a stored `/api/images/…` to copy); the site is rebuilt.',
    body: achievementInputSchema,
    answers: { 201: { description: 'The achievement as stored.', schema: achievementSchema } },
  }),
  edit: apiRoute({
    method: 'PUT',
    path: '/api/achievements/:id',
    access: 'editor',
    summary:
      'Edits an achievement in place (If-Match: a stale version is refused with 409). A picture left out stays, a new one replaces it, `""` removes it.',
    record: 'Achievement',
    body: achievementEditSchema,
    answers: { 200: { description: 'The achievement as stored; its new version is the ETag.', schema: achievementSchema } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/achievements/:id',
    access: 'editor',
    summary: 'Deletes an achievement and its pictures (If-Match: a stale version is refused with 409).',
    record: 'Achievement',
    answers: { 200: { description: 'Deleted.', schema: messageAnswerSchema } },
  }),
};
