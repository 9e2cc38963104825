/** Every public address of the site, for the sitemap: pages and detail routes. */
import { publicNavigation } from '#config/navigation.ts';
import type { PublicContent } from '#domain/content/public-content.schema.ts';
import { newsPath } from '#domain/content/news.ts';

/** Pages not meant for search results. */
const UNLISTED = new Set(['/login']);

export const staticPublicPaths = (): string[] => {
  const paths = publicNavigation.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]);
  return [...new Set([...paths, '/privacy', '/records'])].filter((path) => !UNLISTED.has(path));
};

/** The prerendered detail pages (the others are served by the fallback pages and left out). */
export const detailPaths = ({ details, championships }: PublicContent): string[] => [
  ...details.events.map((event) => `/events/${encodeURIComponent(event._id)}`),
  ...championships.flatMap(({ eventId }) => [
    `/events/${encodeURIComponent(eventId)}/startlists`,
    `/events/${encodeURIComponent(eventId)}/results`,
  ]),
  ...details.achievements.map((achievement) => `/achievement/${encodeURIComponent(achievement._id)}`),
  ...details.clubs.map((club) => `/club/${encodeURIComponent(club._id)}`),
  ...details.news.map((item) => newsPath(item._id)),
];
