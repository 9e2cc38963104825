/** GET /api/images/{key}: public images, immutable (the key is derived from the content). */
import { binary, byMethod, handle, notFound } from './_shared/http.ts';
import { readImage } from './_shared/images.ts';

export default handle(
  byMethod({
    GET: async (_req, context) => {
      const image = await readImage(context.params['key'] ?? '', 'public');
      if (!image) throw notFound('Image');
      return binary(image.bytes, image.contentType, 'public, max-age=31536000, immutable');
    },
  }),
);

export const config = { path: '/api/images/:key' };
