/** Stored pictures, public: GET /api/images/{key} (content images) and GET /api/photos/{key}?w= (photos of people). */
import { imageRoutes } from '#domain/common/images.routes.ts';
import { contentImage, photo } from '#shared/media/image-answers.ts';
import { apiFunction, serve } from '#shared/platform/hono/app.ts';

const app = apiFunction()
  .on(imageRoutes.image, {}, async (c) => contentImage(c.req.valid('param').key))
  .on(imageRoutes.photo, {}, async (c) => photo(c.req.raw, c.req.valid('param').key));

export default serve(app);

export const config = { path: ['/api/images/:key', '/api/photos/:key'] };
