/** The home page ticker's routes: everyone reads the one breaking news; an editor replaces it. */
import { apiRoute } from '#domain/common/api-route.ts';
import { breakingNewsSchema } from './breaking-news.schema.ts';

export const breakingNewsRoutes = {
  read: apiRoute({
    method: 'GET',
    path: '/api/breaking-news',
    access: 'public',
    summary: 'The breaking news: its text and link (both empty when there is none).',
    answers: { 200: { description: 'The current text and link.', schema: breakingNewsSchema } },
  }),
  replace: apiRoute({
    method: 'POST',
    path: '/api/breaking-news',
    access: 'editor',
    summary: 'Replaces the text and its link (a path on this site or an https:// address); the site is rebuilt.',
    body: breakingNewsSchema,
    answers: { 200: { description: 'The new text and link.', schema: breakingNewsSchema } },
  }),
};
