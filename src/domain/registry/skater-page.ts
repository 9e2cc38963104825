/**
 * A skater's public page and a club's: their addresses and texts, without the schema library so
 * islands import them cheaply (docs/rules.md#skater-and-club-pages).
 */
import type { SkaterResult } from '#domain/championships/championship-views.ts';
import type { PublicSkater } from './skater-views.schema.ts';

/** A skater's own page: one page for every skater, which reads the public answer for the id in its address. */
export const skaterPath = (id: string): string => `/skater/${encodeURIComponent(id)}`;

/** A club's own page (the prerendered or fallback page of the club). */
export const clubPath = (id: string): string => `/club/${encodeURIComponent(id)}`;

/** GET /api/skaterprofiles/{id}/public: what a skater's page shows, nothing else. */
export interface SkaterPageView {
  skater: PublicSkater;
  /** The club's page, when the club the skater names is an affiliated club of the site. */
  clubId?: string;
  results: SkaterResult[];
  certificates: { code: string; eventTitle: string; eventDate: string; race: string; award: string }[];
  /** The records the skater holds now (docs/race-day.md#records): the page links them to the records page. */
  records?: { level: 'meet' | 'district' | 'state'; time: string; eventTitle?: string }[];
}

export const skaterPageTexts = {
  loading: "Loading the skater's page…",
  notFound: 'This skater has no public page: only skaters registered and approved for the season now running have one.',
  failed: "The skater's page could not be loaded. Please try again.",
  retry: 'Retry',
  allSkaters: 'All skater profiles',
  club: 'Club',
  ageCategory: 'Age category',
  registrationNo: 'Registration number',
  eventCategory: 'Discipline',
  gender: 'Gender',
  results: 'Results',
  noResults: 'No results yet: they appear here after the championships this skater races in.',
  certificates: 'Certificates',
  holdsRecords: (records: readonly { level: string; time: string }[]) =>
    `Holds ${records.length === 1 ? 'a record' : `${records.length} records`}: ${records.map((record) => `${record.time} (${record.level} record)`).join(', ')}.`,
  recordsLink: 'See the records',
  noCertificates: 'No certificates yet.',
  certificatesIntro: 'Anyone can check a certificate against the association’s records with its code.',
  verify: (race: string) => `Verify the certificate for ${race}`,
  clubPage: (club: string) => `${club}: the club's page`,
  pageTitle: (name: string) => `${name}: skater profile`,
  // A club's page
  clubSkaters: 'Skaters',
  clubSkatersIntro: (count: number) => `${count} ${count === 1 ? 'skater' : 'skaters'} registered for this season.`,
  noClubSkaters: 'No skater of this club is registered for this season yet.',
  clubResults: 'Results',
  clubResultsIntro: (event: string) => `The club's skaters at ${event}.`,
  noClubResults: 'No results for this club yet.',
  moreClubResults: (count: number) => `${count} more ${count === 1 ? 'result' : 'results'} of the club: see the full results`,
  moreSkaters: 'more skaters',
} as const;
