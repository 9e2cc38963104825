/**
 * Photos of people are deleted with their profile, and must then stop being shown: a deleted
 * child's photo must not live on in browsers or the CDN for a year. So, unlike content images,
 * they are never cached as immutable:
 * - browsers keep a copy but ask again each time they show it (`no-cache`); while the photo
 *   exists the answer is a bodiless 304, once it is deleted a 404;
 * - Netlify's CDN keeps a copy at most an hour, tagged with the photo's key, and deleting the
 *   photo purges the tag, so the CDN lets it go at once (the hour bounds it should a purge fail).
 * They are not handed to the Netlify Image CDN either: its transformed copies are only renewed by
 * a deploy, whatever the source says (see src/lib/responsive-image.ts).
 */
import { purgeCache } from '@netlify/functions';
import { env } from '#shared/platform/env.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import type { Visibility } from './stored-images.ts';

export const PHOTO_CDN_MAX_AGE_SECONDS = 3600;

export const photoCacheTag = (key: string): string => `photo-${key}`;

/** Browsers keep a copy but revalidate it each time. */
export const PHOTO_CACHE_CONTROL = 'public, no-cache';

/** The CDN's rules for one photo; `etag` names the exact bytes of the answer. */
export const photoCdnHeaders = (key: string, etag: string): Record<string, string> => ({
  'Netlify-CDN-Cache-Control': `public, s-maxage=${PHOTO_CDN_MAX_AGE_SECONDS}`,
  'Netlify-Cache-Tag': photoCacheTag(key),
  // Each size (`?w=`) is an entry of its own; other query parameters make no new entries.
  'Netlify-Vary': 'query=w',
  ETag: etag,
});

/** After deleting files: the CDN drops its copies of the personal photos among them. */
export const forgetPhotos = (context: RequestContext, files: { key: string; visibility: Visibility }[]): void => {
  const tags = files.filter((file) => file.visibility === 'personal').map((file) => photoCacheTag(file.key));
  const token = env().cdnPurgeToken;
  if (tags.length === 0 || !token) return;
  context.waitUntil(
    purgeCache({ tags, token }).catch((error: unknown) =>
      console.error('[photos] could not purge deleted photos from the CDN:', error instanceof Error ? error.message : error),
    ),
  );
};
