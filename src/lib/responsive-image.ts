/**
 * Responsive images for stored pictures, so a card downloads a card-sized picture and a detail
 * page a larger one:
 * - content images (`/api/images/…`) through Netlify Image CDN (`/.netlify/images`, emulated by
 *   the local server), which makes each size on demand and caches it;
 * - photos of people (`/api/photos/…`) never through it: the image CDN keeps its resized copies
 *   until the next deploy whatever the source says, so a deleted child's photo would still be
 *   served. The photo route makes the sizes itself (`?w=`), under a cache policy that lets a
 *   deletion take effect.
 * Anything else (data URLs, generated avatars, other sites) is used as it is.
 */
import { IMAGE_WIDTHS } from '#domain/common/images.ts';

const STORED_IMAGE = /^\/api\/images\/[A-Za-z0-9._-]+$/;
const PERSONAL_PHOTO = /^\/api\/photos\/[A-Za-z0-9._-]+$/;

export const isStoredImage = (src: string): boolean => STORED_IMAGE.test(src);
export const isPersonalPhoto = (src: string): boolean => PERSONAL_PHOTO.test(src);

export const cdnUrl = (src: string, width: number): string => `/.netlify/images?url=${encodeURIComponent(src)}&w=${width}`;

/** The photo route only makes the widths of IMAGE_WIDTHS. */
export const photoUrl = (src: string, width: (typeof IMAGE_WIDTHS)[number]): string => `${src}?w=${width}`;

export interface ResponsiveSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** `width` is the largest width (CSS pixels) the image is shown at; screens with denser pixels get up to twice that. */
export const responsiveSource = (src: string, width: number, sizes?: string): ResponsiveSource => {
  const fitting = IMAGE_WIDTHS.filter((candidate) => candidate <= width * 2);
  const widths = fitting.length > 0 ? fitting : [IMAGE_WIDTHS[0]];
  const sized = (url: (candidate: (typeof IMAGE_WIDTHS)[number]) => string, fallback: string) => ({
    src: fallback,
    srcSet: widths.map((candidate) => `${url(candidate)} ${candidate}w`).join(', '),
    sizes: sizes ?? `min(${width}px, 100vw)`,
  });
  if (isStoredImage(src)) return sized((candidate) => cdnUrl(src, candidate), cdnUrl(src, width));
  if (isPersonalPhoto(src)) {
    // The smallest size that fills the place (the photo itself beyond the largest), for browsers that ignore srcset.
    const fill = IMAGE_WIDTHS.find((candidate) => candidate >= width);
    return sized((candidate) => photoUrl(src, candidate), fill === undefined ? src : photoUrl(src, fill));
  }
  return { src, ...(sizes ? { sizes } : {}) };
};
