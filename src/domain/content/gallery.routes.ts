/** The gallery's routes: everyone sees the images; an editor uploads them, edits their texts and deletes them. */
import { z } from 'zod';
import { apiRoute, messageAnswerSchema } from '#domain/common/api-route.ts';
import { listQuerySchema } from '#domain/common/list-query.schema.ts';
import { galleryEditSchema, galleryImageSchema, galleryInputSchema } from './gallery.schema.ts';

export const galleryRoutes = {
  list: apiRoute({
    method: 'GET',
    path: '/api/gallery',
    access: 'public',
    summary: 'The gallery, newest first, a page (images stored before alt texts read `<short name> gallery photo`).',
    query: listQuerySchema,
    answers: { 200: { description: 'One page, with its paging in headers.', schema: z.array(galleryImageSchema) } },
  }),
  upload: apiRoute({
    method: 'POST',
    path: '/api/gallery',
    access: 'editor',
    summary:
      'Uploads 1–10 images (data URLs); the alt text and caption go with every image, an empty alt text gets the default, never a file name. One bad file rejects all; the site is rebuilt.',
    body: galleryInputSchema,
    answers: { 201: { description: 'The images as stored, one per image sent.', schema: z.array(galleryImageSchema) } },
  }),
  read: apiRoute({
    method: 'GET',
    path: '/api/gallery/:id',
    access: 'public',
    summary: 'One image; its version is the ETag (what an admin form reads again after a refused save).',
    record: 'Image',
    answers: { 200: { description: 'The image.', schema: galleryImageSchema } },
  }),
  edit: apiRoute({
    method: 'PATCH',
    path: '/api/gallery/:id',
    access: 'editor',
    summary:
      'Changes an image’s texts (at least one); a field left out is kept, an empty alt text gets the default (If-Match: a stale version is refused with 409).',
    record: 'Image',
    body: galleryEditSchema,
    answers: { 200: { description: 'The image as stored; its new version is the ETag.', schema: galleryImageSchema } },
  }),
  remove: apiRoute({
    method: 'DELETE',
    path: '/api/gallery/:id',
    access: 'editor',
    summary: 'Deletes an image and its file (If-Match: a stale version is refused with 409).',
    record: 'Image',
    answers: { 200: { description: 'Deleted.', schema: messageAnswerSchema } },
  }),
};
