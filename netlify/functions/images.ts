/**
 * Stored pictures, public:
 * - GET /api/images/{key}: content images, immutable (the key is derived from the content);
 * - GET /api/photos/{key}: photos of people, public only while their profile is on the public list
 *   (photo-access.ts), revalidated on every use and dropped from the CDN when deleted (photo-cache.ts). `?w=` (one of IMAGE_WIDTHS) asks for a smaller copy, made here
 *   because these photos never go through the image CDN.
 */
import { publicRoute } from './_shared/security/access.ts';
import { IMAGE_TYPES, IMAGE_WIDTHS, type ImageType } from '../../src/domain/common/images.ts';
import { resizeImage } from './_shared/media/clean-image.ts';
import { binary, HttpError, notFound, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle } from './_shared/platform/router.ts';
import { IMAGE_KEY_PATTERN, imageExists, readImage } from './_shared/media/stored-images.ts';
import { photoAccess } from './_shared/publish/photo-access.ts';
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
  // Only a profile the public list shows has a public photo; the others' are not found, unless the
  // request is the registrar's or the child's family's (photo-access.ts).
  const access = IMAGE_KEY_PATTERN.test(key) ? await photoAccess(req, key) : 'none';
  if (access === 'none') throw notFound('Image');
  // Strong ETag: the key is a hash of the stored bytes, and each width is made the same way every time.
  const etag = `"${key}${width === undefined ? '' : `-w${width}`}"`;
  // A photo shown to one signed-in person only: kept by no browser cache and no CDN.
  const cache =
    access === 'public'
      ? { control: PHOTO_CACHE_CONTROL, headers: photoCdnHeaders(key, etag) }
      : { control: 'private, no-store', headers: {} };
  // A browser revalidating its copy of a public photo: 304 while the photo exists, without reading it.
  if (access === 'public' && req.headers.get('if-none-match') === etag && (await imageExists(key, 'personal'))) {
    return binary(null, typeOfKey(key), cache.control, { status: 304, headers: cache.headers });
  }
  const photo = await readImage(key, 'personal');
  if (!photo || !isImageType(photo.contentType)) throw notFound('Image');
  const bytes = width === undefined ? photo.bytes : await resizeImage(new Uint8Array(photo.bytes), photo.contentType, width);
  return binary(bytes, photo.contentType, cache.control, { headers: cache.headers });
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
