/** schema.org structured data for search engines: the association, its events and its news. */
import { site } from '#config/site.ts';
import type { Event } from '#domain/events/event.schema.ts';
import type { News } from '#domain/content/news.schema.ts';
import { newsPath } from '#domain/content/news.ts';

type JsonLd = Record<string, unknown>;

const absolute = (path: string, base: URL | string): string => new URL(path, base).href;

export const organizationRef = (base: URL | string): JsonLd => ({
  '@type': 'SportsOrganization',
  name: site.name,
  url: absolute('/', base),
  logo: absolute('/logo.svg', base),
});

export const sportsOrganization = (base: URL | string, description: string): JsonLd => ({
  '@context': 'https://schema.org',
  ...organizationRef(base),
  alternateName: site.shortName,
  description,
  sport: 'Roller skating',
  foundingDate: String(site.foundedYear),
  email: site.email,
  telephone: site.phone,
  address: { '@type': 'PostalAddress', streetAddress: site.address, addressRegion: site.district, addressCountry: 'IN' },
  areaServed: `${site.district} district`,
  memberOf: { '@type': 'SportsOrganization', name: site.stateAssociation },
  sameAs: site.social.map((network) => network.href),
});

export const eventJsonLd = (event: Event, base: URL | string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'SportsEvent',
  name: event.title,
  startDate: event.date,
  eventStatus: 'https://schema.org/EventScheduled',
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
  url: absolute(`/events/${encodeURIComponent(event._id)}`, base),
  ...(event.description ? { description: event.description } : {}),
  ...(event.image ? { image: [absolute(event.image, base)] } : {}),
  location: { '@type': 'Place', name: event.location || `${site.district} district`, address: event.location || site.address },
  organizer: organizationRef(base),
  sport: 'Roller skating',
});

export const newsArticleJsonLd = (item: News, base: URL | string): JsonLd => ({
  '@type': 'NewsArticle',
  headline: item.title.slice(0, 110),
  ...(item.description ? { description: item.description } : {}),
  ...(item.image ? { image: [absolute(item.image, base)] } : {}),
  datePublished: item.createdAt,
  author: organizationRef(base),
  publisher: organizationRef(base),
  mainEntityOfPage: absolute(newsPath(item._id), base),
});

export const newsListJsonLd = (items: readonly News[], base: URL | string): JsonLd => ({
  '@context': 'https://schema.org',
  '@graph': items.map((item) => newsArticleJsonLd(item, base)),
});
