/** Every public address of the site, for the sitemap: pages and detail routes. */
import { publicNavigation } from '../config/navigation';
import type { PublicContent } from '../domain/public-content.schema';

/** Pages not meant for search results. */
const UNLISTED = new Set(['/login']);

export const staticPublicPaths = (): string[] => {
  const paths = publicNavigation.flatMap((item) => [item.href, ...(item.children ?? []).map((child) => child.href)]);
  return [...new Set([...paths, '/privacy'])].filter((path) => !UNLISTED.has(path));
};

export const detailPaths = (content: PublicContent): string[] => [
  ...content.events.map((event) => `/events/${encodeURIComponent(event._id)}`),
  ...content.achievements.map((achievement) => `/achievement/${encodeURIComponent(achievement._id)}`),
  ...content.clubs.map((club) => `/club/${encodeURIComponent(club._id)}`),
];
