/**
 * Stored pictures, public:
 * - GET /api/images/{key}: content images, immutable (the key is derived from the content);
 * - GET /api/photos/{key}: photos of people, revalidated on every use and dropped from the CDN when
 *   deleted (photo-cache.ts). `?w=` (one of IMAGE_WIDTHS) asks for a smaller copy, made here
 *   because these photos never go through the image CDN.
 */
import { publicRoute } from './_shared/security/access.ts';
import { IMAGE_TYPES, IMAGE_WIDTHS, type ImageType } from '../../src/domain/common/images.ts';
import { resizeImage } from './_shared/media/clean-image.ts';
import { binary, HttpError, notFound, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle } from './_shared/platform/router.ts';
import { imageExists, readImage } from './_shared/media/stored-images.ts';
import { PHOTO_CACHE_CONTROL, photoCdnHeaders } from './_shared/media/photo-cache.ts';

const widthOf = (raw: string | null): number | undefined => {
  if (raw === null) return undefined;
  const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === raw);
  if (width === undefined) throw new HttpError(400, `The width must be one of ${IMAGE_WIDTHS.join(', ')}.`);
  return width;
};

const isImageType = (type: string): type is ImageType => type in IMAGE_TYPES;

/** The type a key's extension names (keys end in the extension of their content's type). */
const typeOfKey = (key: string): string =>
  Object.entries(IMAGE_TYPES).find(([, extension]) => key.endsWith(`.${extension}`))?.[0] ?? 'application/octet-stream';

const servePhoto: Handler = async (req, context) => {
  const key = context.params['key'] ?? '';
  const width = widthOf(new URL(req.url).searchParams.get('w'));
  // Strong ETag: the key is a hash of the stored bytes, and each width is made the same way every time.
  const etag = `"${key}${width === undefined ? '' : `-w${width}`}"`;
  const headers = photoCdnHeaders(key, etag);
  // A browser revalidating its copy: 304 while the photo exists, without reading it.
  if (req.headers.get('if-none-match') === etag && (await imageExists(key, 'personal'))) {
    return binary(null, typeOfKey(key), PHOTO_CACHE_CONTROL, { status: 304, headers });
  }
  const photo = await readImage(key, 'personal');
  if (!photo || !isImageType(photo.contentType)) throw notFound('Image');
  const bytes = width === undefined ? photo.bytes : await resizeImage(new Uint8Array(photo.bytes), photo.contentType, width);
  return binary(bytes, photo.contentType, PHOTO_CACHE_CONTROL, { headers });
};

export default handle(
  byPath({
    '/api/images/:key': byMethod({
      GET: publicRoute(async (_req, context) => {
        const image = await readImage(context.params['key'] ?? '', 'public');
        if (!image) throw notFound('Image');
        return binary(image.bytes, image.contentType, 'public, max-age=31536000, immutable');
      }),
    }),
    '/api/photos/:key': byMethod({ GET: publicRoute(servePhoto) }),
  }),
);

export const config = { path: ['/api/images/:key', '/api/photos/:key'] };
