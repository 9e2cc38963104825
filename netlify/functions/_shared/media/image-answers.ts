/**
 * The answers of the stored pictures: a content image's bytes, cached for a year (its key is
 * derived from its content), and a photo of a person, public only while their profile is on the
 * public list (photo-access.ts), revalidated on every use and dropped from the CDN when deleted
 * (photo-cache.ts). `?w=` (one of IMAGE_WIDTHS) asks for a smaller photo, made here because these
 * photos never go through the image CDN.
 */
import { IMAGE_TYPES, IMAGE_WIDTHS, type ImageType } from '#domain/common/images.ts';
import { NotFound, Refused } from '#domain/common/errors.ts';
import { binary } from '#shared/platform/http.ts';
import { photoAccess } from '#shared/publish/photo-access.ts';
import { resizeImage } from './clean-image.ts';
import { PHOTO_CACHE_CONTROL, photoCdnHeaders } from './photo-cache.ts';
import { IMAGE_KEY_PATTERN, imageExists, readImage } from './stored-images.ts';

const widthOf = (raw: string | null): number | undefined => {
  if (raw === null) return undefined;
  const width = IMAGE_WIDTHS.find((candidate) => String(candidate) === raw);
  if (width === undefined) throw new Refused(`The width must be one of ${IMAGE_WIDTHS.join(', ')}.`);
  return width;
};

const isImageType = (type: string): type is ImageType => type in IMAGE_TYPES;

/** The type a key's extension names (keys end in the extension of their content's type). */
const typeOfKey = (key: string): string =>
  Object.entries(IMAGE_TYPES).find(([, extension]) => key.endsWith(`.${extension}`))?.[0] ?? 'application/octet-stream';

export const contentImage = async (key: string): Promise<Response> => {
  const image = await readImage(key, 'public');
  if (!image) throw new NotFound('Image');
  return binary(image.bytes, image.contentType, 'public, max-age=31536000, immutable');
};

export const photo = async (req: Request, key: string): Promise<Response> => {
  const width = widthOf(new URL(req.url).searchParams.get('w'));
  // Only a profile the public list shows has a public photo; the others' are not found, unless the
  // request is the registrar's or the child's family's (photo-access.ts).
  const access = IMAGE_KEY_PATTERN.test(key) ? await photoAccess(req, key) : 'none';
  if (access === 'none') throw new NotFound('Image');
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
  const found = await readImage(key, 'personal');
  if (!found || !isImageType(found.contentType)) throw new NotFound('Image');
  const bytes = width === undefined ? found.bytes : await resizeImage(new Uint8Array(found.bytes), found.contentType, width);
  return binary(bytes, found.contentType, cache.control, { headers: cache.headers });
};
