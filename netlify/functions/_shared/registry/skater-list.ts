/**
 * The skater list: one URL, two views. Visitors get this season's approved profiles, public fields
 * only; the roles that handle people get every profile in the admin view (Aadhaar masked, the proof
 * behind an admin-only URL), pending ones first. An editor gets the visitor's view.
 */
import { currentSeason } from '#config/rules.ts';
import { matchesSearch } from '#domain/common/search.ts';
import { ageCategory } from '#domain/registry/age-category.ts';
import { publicSearchText } from '#domain/registry/skater.ts';
import type { SkaterListQuery } from '#domain/registry/skater.schema.ts';
import { isLapsed } from '#domain/registry/skater-registry.ts';
import { toAdminSkater, type AdminSkater, type AdminSkaterSummary, type PublicSkater } from '#domain/registry/skater-views.schema.ts';
import { json } from '#shared/platform/http.ts';
import { indexSource, listPage, pagedJson, type ListSource } from '#shared/platform/paged-lists.ts';
import { publicSkaters } from '#shared/publish/public-lists.ts';
import { ADMIN_SKATER_LIST, AFTER_PENDING_KEY, skaters } from '#shared/collections/registry.ts';
import { sessionAllows } from '#shared/security/sessions.ts';

/**
 * The same URL answers two views, so the CDN must never hand a cached visitor answer to an admin
 * (or the reverse): the cache key varies on the session cookie, and admin answers are no-store.
 */
const VARY_ON_SESSION = { 'Netlify-Vary': 'cookie=session', Vary: 'Cookie' };

const filtered = ({ q, eventCategory, ageCategory: age, club }: SkaterListQuery) =>
  q !== '' || eventCategory !== '' || age !== '' || club !== '';

/** Whether a profile passes the list's filters and search; `searched` names the fields the search looks in. */
const passes = (
  { q, eventCategory, ageCategory: age, club }: SkaterListQuery,
  skater: { eventCategory: string; ageCategory: string; representativeClub: string },
  searched: readonly string[],
) =>
  (eventCategory === '' || skater.eventCategory === eventCategory) &&
  (age === '' || skater.ageCategory === age) &&
  (club === '' || skater.representativeClub === club) &&
  matchesSearch(q, searched);

/** Visitors: the public summaries; 'Search Profiles' looks in the name, gender, event category and club. */
const publicList = async (req: Request, query: SkaterListQuery) => {
  const source = publicSkaters();
  const match = filtered(query) ? (skater: PublicSkater) => passes(query, skater, publicSearchText(skater)) : undefined;
  const list = await listPage(source, query, match);
  return pagedJson(req, list, { cache: 'public-short', headers: VARY_ON_SESSION, wrap: (profiles) => ({ profiles }) });
};

const ADMIN_SOURCE_OPTIONS = { partition: ADMIN_SKATER_LIST };

/**
 * Pending profiles lead the admin index (their sort keys come first), so their count is the rank
 * of the first other key and a page of them costs what any page costs: the navigation's pending
 * count is read on every admin screen.
 */
const pendingSource = (): ListSource<AdminSkaterSummary> => {
  const store = skaters();
  return {
    page: async (offset, limit) => {
      const total = await store.rank('adminByName', AFTER_PENDING_KEY, ADMIN_SKATER_LIST);
      if (offset >= total) return { items: [], total };
      const { items } = await store.page('adminByName', { ...ADMIN_SOURCE_OPTIONS, offset, limit: Math.min(limit, total - offset) });
      return { items, total };
    },
    scan: async function* () {
      for await (const chunk of store.scan('adminByName', ADMIN_SOURCE_OPTIONS)) {
        const pending = chunk.filter((summary) => summary.status === 'pending');
        if (pending.length > 0) yield pending;
        if (pending.length < chunk.length) return;
      }
    },
  };
};

/** The status filter: 'approved' means current for this season; 'lapsed' approved for an earlier one. */
const hasStatus = (status: SkaterListQuery['status'], summary: AdminSkaterSummary, season: number) => {
  if (status === '' || status === 'pending') return true;
  if (status === 'lapsed') return isLapsed(summary, season);
  if (status === 'approved') return summary.status === 'approved' && !isLapsed(summary, season);
  return summary.status === status;
};

/**
 * Admins: every profile, pending first then the rest by name (the index's order), with age and
 * age category worked out today; the search also matches those and the e-mail.
 */
const adminList = async (req: Request, query: SkaterListQuery) => {
  const now = new Date();
  const season = currentSeason(now);
  const source = query.status === 'pending' ? pendingSource() : indexSource(skaters(), 'adminByName', ADMIN_SOURCE_OPTIONS);
  const narrowed = filtered(query) || (query.status !== '' && query.status !== 'pending') || query.season !== undefined;
  const match = narrowed
    ? (summary: AdminSkaterSummary) => {
        const skater = { ...summary, ageCategory: ageCategory(summary.dob) };
        return (
          hasStatus(query.status, summary, season) &&
          (query.season === undefined || summary.season === query.season) &&
          passes(query, skater, [...publicSearchText(skater), skater.ageCategory, skater.email])
        );
      }
    : undefined;
  const list = await listPage(source, query, match);
  const profiles: AdminSkater[] = list.items.map((summary) => toAdminSkater(summary, now));
  return pagedJson(req, { ...list, items: profiles }, { headers: VARY_ON_SESSION, wrap: (items) => ({ profiles: items }) });
};

/** A page of the list in the view the request's session may see. */
export const skaterListAnswer = async (req: Request, query: SkaterListQuery): Promise<Response> =>
  // Only the roles that handle people see the admin view; an editor gets the visitor's.
  (await sessionAllows(req, 'registrar')) ? adminList(req, query) : publicList(req, query);

/** The most clubs the filter offers (the most named ones), which keeps the answer small whatever skaters typed. */
const CLUBS_MAX = 1_000;

/** The clubs skaters named, with how many did: a filter's options, from one scan of the admin index. */
export const skaterClubs = async (): Promise<Response> => {
  const counts = new Map<string, number>();
  for await (const chunk of skaters().scan('adminByName', ADMIN_SOURCE_OPTIONS)) {
    for (const { representativeClub } of chunk) counts.set(representativeClub, (counts.get(representativeClub) ?? 0) + 1);
  }
  const clubs = [...counts]
    .map(([name, count]) => ({ name, count }))
    .filter(({ name }) => name !== '')
    .sort((a, b) => b.count - a.count)
    .slice(0, CLUBS_MAX)
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return json({ clubs });
};
