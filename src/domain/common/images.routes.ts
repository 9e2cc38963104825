/** Stored pictures, public: content images (immutable) and photos of people (public only while their profile is listed). */
import { apiRoute } from './api-route.ts';

export const imageRoutes = {
  image: apiRoute({
    method: 'GET',
    path: '/api/images/:key',
    access: 'public',
    summary: 'A content image, cached for a year (keys change with the content).',
    record: 'Image',
    answers: { 200: { description: 'The image’s bytes, of the type its key names.' } },
  }),
  photo: apiRoute({
    method: 'GET',
    path: '/api/photos/:key',
    access: 'public',
    summary:
      'A skater photo (`?w=`: a smaller copy, one of the widths in `IMAGE_WIDTHS`, else 400); revalidated on every use (`no-cache`, `ETag`, 304) while the profile is approved for the current season; otherwise only to the registrar or the child’s family (`private, no-store`), 404 to anyone else; 404 once deleted.',
    record: 'Image',
    answers: {
      200: { description: 'The photo’s bytes, with its ETag.' },
      304: { description: 'The copy the browser has (If-None-Match) is still the photo.' },
    },
  }),
};
