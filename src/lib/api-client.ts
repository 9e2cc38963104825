/**
 * The browser's one way to the API: a function per endpoint, on the site's own origin (a
 * hard-coded host would break every deployment but one). It carries no schema library so public pages stay light; the server validates everything.
 * Failures throw `ApiError` with the status and the server's parsed answer (`{message, errors}`);
 * src/lib/error-text.ts turns any failure into the text a screen shows.
 */
import type {
  AccountChange,
  AccountInput,
  AccountLink,
  AccountView,
  ChangePasswordInput,
  SetPasswordInput,
} from '../domain/committee/account.schema';
import type { Role } from '../domain/committee/account';
import type { AccessEntry } from '../domain/committee/access-log.schema';
import type { AuditEntry } from '../domain/committee/audit.schema';
import type { Dashboard } from '../domain/committee/dashboard';
import type { Achievement, AchievementEdit, AchievementInput } from '../domain/content/achievement.schema';
import type { SessionStatus } from '../domain/committee/auth.schema';
import type { BreakingNews, BreakingNewsInput } from '../domain/content/breaking-news.schema';
import type { BulkMessageInput, BulkMessageResult } from '../domain/messages/bulk-message.schema';
import type {
  Championship,
  ChampionshipInput,
  ChampionshipSetupInput,
  Entry,
  EntryInput,
  RaceResult,
  RaceResultInput,
} from '../domain/championships/championship.schema';
import type {
  DistrictTeamView,
  EligibleRaces,
  EventResultsView,
  RaceResultsAdminView,
  RaceSummariesView,
  PublicChampionship,
  SkaterResult,
  StartLists,
} from '../domain/championships/championship-views';
import type { CertificateFacts } from '../domain/championships/certificate';
import type { Certificate } from '../domain/championships/certificate.schema';
import type { Club, ClubEdit, ClubInput, ClubMemberInput, ClubSummary } from '../domain/content/club.schema';
import type { ContactInput, ContactMessage } from '../domain/messages/contact.schema';
import type { Event, EventEdit, EventInput } from '../domain/events/event.schema';
import { PAGING_HEADERS, type PagedList } from '../domain/common/list-query';
import type { GalleryEdit, GalleryImage, GalleryInput } from '../domain/content/gallery.schema';
import type { News, NewsEdit, NewsInput } from '../domain/content/news.schema';
import type { Registration, RegistrationInput } from '../domain/events/registration.schema';
import type { RegisteredSkater, RegistrySkater, ReviewAnswer, ReviewChange, StatusAnswer } from '../domain/registry/registry-types';
import type { SkaterDeletionCounts } from '../domain/registry/skater';
import type { SkaterPageView } from '../domain/registry/skater-page';
import type { SkaterInput } from '../domain/registry/skater.schema';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../config/paging';
import { PAGE_LANGUAGE_HEADER } from '../domain/i18n/languages';
import type { Update, UpdateInput } from '../domain/content/update.schema';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: string[];
  /** The server's answer, parsed (undefined when it was not JSON). */
  readonly data: unknown;
  constructor(status: number, message: string, errors: string[] = [], data: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data;
  }
  /** "status and details" as the original error texts show them. */
  get detail(): string {
    return `${this.status} ${this.message}`;
  }
}

/**
 * A write refused because the item changed since this page read it (409 with the item's current
 * version): the message names who changed it and when. `path` is where the item is read again.
 */
export class StaleItemError extends ApiError {
  readonly path: string;
  constructor(status: number, message: string, data: unknown, path: string) {
    super(status, message, [], data);
    this.name = 'StaleItemError';
    this.path = path;
  }
}

/*
 * Optimistic concurrency, for every admin form at once: the version of each item this page has
 * read (the ETag of its GET, the `version` of an admin list's items, the ETag of a write's answer)
 * is kept by the item's address, and every PUT, PATCH and DELETE of that address (or of a part
 * of it: a club's member, a championship's race) sends it as If-Match, as does a POST that adds a
 * part (a club's member): it changes the item too, so it is checked against the version the form
 * was opened on, and the version its answer gives is kept for the next write of the same save.
 * The server refuses a stale one with StaleItemError; the version is not moved on then, so only a
 * reload clears it.
 */
const versions = new Map<string, string>();

const WRITES = new Set<Method>(['PUT', 'PATCH', 'DELETE']);

/** Parts edited under their item, which the server checks against the item's version: a club's members, a championship's races. */
const PARTS: readonly RegExp[] = [
  /^(\/api\/associative-club\/[^/]+)\/members(?:\/[^/]+)?$/,
  /^(\/api\/events\/[^/]+\/championship)\/races\/[^/]+$/,
];

/** Lists of parts a POST adds to, which the server checks against the item's version too: a club's members. */
const ADDED_PARTS: readonly RegExp[] = [/^(\/api\/associative-club\/[^/]+)\/members$/];

const bareOf = (path: string): string => path.split('?')[0] ?? path;

const itemOf = (patterns: readonly RegExp[], bare: string): string | undefined =>
  patterns.map((pattern) => pattern.exec(bare)?.[1]).find((item) => item !== undefined);

/**
 * The item a request to `path` changes, whose version it carries and keeps: the item it is a part
 * of, or itself. A POST changes one only when it adds a part (other POSTs make new items, which
 * have no version yet); a read changes none.
 */
const changedItemOf = (method: Method, path: string): string | undefined => {
  const bare = bareOf(path);
  if (method === 'POST') return itemOf(ADDED_PARTS, bare);
  return WRITES.has(method) ? (itemOf(PARTS, bare) ?? bare) : undefined;
};

/** Lists whose items are written at another address than the list's own (an event's entries are `/api/entries/{id}`). */
const ITEM_ADDRESSES: readonly [RegExp, string][] = [
  [/^\/api\/events\/[^/]+\/entries$/, '/api/entries'],
  [/^\/api\/events\/[^/]+\/certificates$/, '/api/certificates'],
];

const itemAddress = (listPath: string, id: string): string => {
  const base = listPath.split('?')[0] ?? listPath;
  const mapped = ITEM_ADDRESSES.find(([pattern]) => pattern.test(base))?.[1] ?? base;
  return `${mapped}/${encodeURIComponent(id)}`;
};

/** Admin screens ask lists for their items' versions (visitors' lists stay as they are, and cached). */
const onAdminPage = (): boolean => typeof location !== 'undefined' && location.pathname.startsWith('/admin');

/** Keeps the versions a list's items carry. */
const rememberVersions = (listPath: string, items: unknown[]) => {
  for (const item of items) {
    const { _id, version } = (item ?? {}) as { _id?: unknown; version?: unknown };
    if (typeof _id === 'string' && typeof version === 'string') versions.set(itemAddress(listPath, _id), `"${version}"`);
  }
};

/** Thrown when a list route answers with something that is not a list. */
export class UnexpectedFormatError extends Error {
  constructor() {
    super('The server answered with something other than a list');
    this.name = 'UnexpectedFormatError';
  }
}

/**
 * A 401 on any call but the login itself means the session has ended (expired, or logged out in
 * another tab): the admin area listens (admin/session.ts) and shows the login form again.
 */
const signedOutListeners = new Set<() => void>();
export const onSignedOut = (listener: () => void): (() => void) => {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The language of the page the request comes from (`<html lang>`), when there is a page. A header
 * of its own rather than Accept-Language, which a browser may fill in with its own settings.
 */
const pageLanguageHeader = (): Record<string, string> => {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { [PAGE_LANGUAGE_HEADER]: lang } : {};
};

const LOGIN_PATH = '/api/login';

/** The answer's data and headers (list answers carry their paging in headers). */
const exchange = async (method: Method, path: string, body?: unknown): Promise<{ data: unknown; headers: Headers }> => {
  const changed = changedItemOf(method, path);
  const ifMatch = changed === undefined ? undefined : versions.get(changed);
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      // The page's language: letters the server sends from this request are written in it, and it
      // is remembered with the address (docs/languages.md#messages-from-the-api).
      ...pageLanguageHeader(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(ifMatch === undefined ? {} : { 'If-Match': ifMatch }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const etag = res.headers.get('ETag');
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text === '' ? undefined : JSON.parse(text);
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    if (res.status === 401 && path !== LOGIN_PATH) for (const listener of signedOutListeners) listener();
    const payload = (data ?? {}) as { message?: unknown; errors?: unknown };
    const message = typeof payload.message === 'string' ? payload.message : res.statusText || `HTTP ${res.status}`;
    const errors = Array.isArray(payload.errors) ? payload.errors.filter((item): item is string => typeof item === 'string') : [];
    // Only a stale version's 409 carries the item's ETag (others: a duplicate, a request already answered).
    if (res.status === 409 && etag && changed !== undefined) throw new StaleItemError(res.status, message, data, changed);
    throw new ApiError(res.status, message, errors, data);
  }
  if (etag) {
    if (method === 'GET') versions.set(bareOf(path), etag);
    else if (changed !== undefined) versions.set(changed, etag);
  }
  return { data, headers: res.headers };
};

/** One call, its answer's data (the family page's client, family-client.ts, goes through it too). */
export const request = async <T>(method: Method, path: string, body?: unknown): Promise<T> =>
  (await exchange(method, path, body)).data as T;

/** What a list may be asked for: a page, its size, a search, and the route's own filters. */
export interface ListParams {
  page?: number;
  pageSize?: number;
  q?: string;
  [filter: string]: string | number | undefined;
}

/**
 * `path` with the params that are set as its query; empty ones and defaults (the first page, the
 * default size) are left out, so that the same list always has the same address for caches.
 */
export const listUrl = (path: string, params: ListParams = {}): string => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const isDefault = (name === 'page' && value === 1) || (name === 'pageSize' && value === PAGE_SIZE_DEFAULT);
    if (value === undefined || value === '' || isDefault) continue;
    query.set(name, String(value));
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
};

/** One page of a list route: its items (the answer itself, or `pick` of it) and the paging from its headers. */
const page = async <T>(path: string, params: ListParams = {}, pick?: (data: unknown) => unknown): Promise<PagedList<T>> => {
  const { data, headers } = await exchange('GET', listUrl(path, onAdminPage() ? { ...params, versions: '1' } : params));
  const items = pick ? pick(data) : data;
  if (!Array.isArray(items)) throw new UnexpectedFormatError();
  rememberVersions(path, items);
  const number = (name: string, fallback: number) => {
    const value = Number(headers.get(name));
    return Number.isFinite(value) && headers.has(name) ? value : fallback;
  };
  return {
    items: items as T[],
    total: number(PAGING_HEADERS.total, items.length),
    page: number(PAGING_HEADERS.page, params.page ?? 1),
    pageSize: number(PAGING_HEADERS.pageSize, params.pageSize ?? PAGE_SIZE_DEFAULT),
  };
};

const profiles = (data: unknown) => (data as { profiles?: unknown } | undefined)?.profiles ?? [];

const id = (value: string) => encodeURIComponent(value);

export const api = {
  // Session (docs/rules.md#admin-sign-in)
  login: (admin: string, password: string) =>
    request<{ message: string; admin: string; role: Role }>('POST', LOGIN_PATH, { admin, password }),
  logout: () => request<{ message: string }>('POST', '/api/logout', {}),
  session: () => request<SessionStatus>('GET', '/api/session'),
  changePassword: (input: ChangePasswordInput) => request<{ message: string }>('PUT', '/api/password', input),
  setPassword: (input: SetPasswordInput) => request<{ message: string }>('POST', '/api/set-password', input),

  /** An item read again after a stale save (its version is kept with it): `path` from StaleItemError. */
  reload: (path: string) => request<unknown>('GET', path),

  /** The admin home's figures in one request; what it holds follows the session's role. */
  dashboard: () => request<Dashboard>('GET', '/api/dashboard'),

  // Accounts and the audit log (owners)
  accounts: async () => {
    const answer = await request<{ accounts: AccountView[]; note: string }>(
      'GET',
      onAdminPage() ? '/api/accounts?versions=1' : '/api/accounts',
    );
    rememberVersions('/api/accounts', answer.accounts);
    return answer;
  },
  addAccount: (input: AccountInput) => request<AccountLink>('POST', '/api/accounts', input),
  changeAccount: (accountId: string, change: AccountChange) =>
    request<{ message: string; account: AccountView }>('PATCH', `/api/accounts/${id(accountId)}`, change),
  removeAccount: (accountId: string) => request<{ message: string }>('DELETE', `/api/accounts/${id(accountId)}`),
  newAccountLink: (accountId: string) => request<AccountLink>('POST', `/api/accounts/${id(accountId)}/link`, {}),
  /** Newest first; `actor` (an account id), `action`, `resource`, `from` and `to` (YYYY-MM-DD) filter. */
  audit: (params?: ListParams) => page<AuditEntry>('/api/audit', params),

  // Achievements
  /** Newest first; `level` (one or more, comma-separated) and `year` filter. */
  achievements: (params?: ListParams) => page<Achievement>('/api/achievements', params),
  achievement: (achievementId: string) => request<Achievement>('GET', `/api/achievements/${id(achievementId)}`),
  postAchievement: (input: AchievementInput) => request<Achievement>('POST', '/api/achievementspost', input),
  updateAchievement: (achievementId: string, input: AchievementEdit) =>
    request<Achievement>('PUT', `/api/achievements/${id(achievementId)}`, input),
  deleteAchievement: (achievementId: string) => request<{ message: string }>('DELETE', `/api/achievements/${id(achievementId)}`),

  // Updates
  updates: (params?: ListParams) => page<Update>('/api/updates', params),
  addUpdate: (input: UpdateInput) => request<Update>('POST', '/api/updates', input),
  editUpdate: (updateId: string, input: UpdateInput) => request<Update>('PUT', `/api/updates/${id(updateId)}`, input),
  deleteUpdate: (updateId: string) => request<{ message: string }>('DELETE', `/api/updates/${id(updateId)}`),

  // Events and registrations
  /** Upcoming soonest first, then past events. */
  events: (params?: ListParams) => page<Event>('/api/events', params),
  event: (eventId: string) => request<Event>('GET', `/api/events/${id(eventId)}`),
  addEvent: (input: EventInput) => request<Event>('POST', '/api/events', input),
  updateEvent: (eventId: string, input: EventEdit) => request<Event>('PUT', `/api/events/${id(eventId)}`, input),
  deleteEvent: (eventId: string) =>
    request<{ message: string; registrationsDeleted: number; entriesDeleted: number }>('DELETE', `/api/events/${id(eventId)}`),
  /** What goes with the event if it is deleted: its registrations and its championship's entries. */
  eventRegistrationCount: (eventId: string) =>
    request<{ count: number; entries: number }>('GET', `/api/events/${id(eventId)}/registrations`),
  register: (input: RegistrationInput) => request<{ message: string; _id: string }>('POST', '/api/registrations', input),
  /** Newest first; `event` (an id, or 'unknown'), `minAge` and `maxAge` filter. */
  registrations: (params?: ListParams) => page<Registration>('/api/registrations', params),
  deleteRegistration: (registrationId: string) => request<{ message: string }>('DELETE', `/api/registrations/${id(registrationId)}`),

  // News
  news: (params?: ListParams) => page<News>('/api/news', params),
  newsItem: (newsId: string) => request<News>('GET', `/api/news/${id(newsId)}`),
  addNews: (input: NewsInput) => request<News>('POST', '/api/news', input),
  updateNews: (newsId: string, input: NewsEdit) => request<News>('PUT', `/api/news/${id(newsId)}`, input),
  deleteNews: (newsId: string) => request<{ message: string }>('DELETE', `/api/news/${id(newsId)}`),

  // Gallery
  gallery: (params?: ListParams) => page<GalleryImage>('/api/gallery', params),
  addImages: (input: GalleryInput) => request<GalleryImage[]>('POST', '/api/gallery', input),
  updateImage: (imageId: string, input: GalleryEdit) => request<GalleryImage>('PATCH', `/api/gallery/${id(imageId)}`, input),
  deleteImage: (imageId: string) => request<{ message: string }>('DELETE', `/api/gallery/${id(imageId)}`),

  // Clubs
  /** By name; the list entries carry a few members (`club()` reads them all). */
  clubs: (params?: ListParams) => page<ClubSummary>('/api/associative-club', params),
  club: (clubId: string) => request<Club>('GET', `/api/associative-club/${id(clubId)}`),
  addClub: (input: ClubInput) => request<Club>('POST', '/api/associative-club', input),
  /** The club's details; its members are kept unless `members` is given (they are edited one at a time below). */
  updateClub: (clubId: string, input: ClubEdit) => request<Club>('PUT', `/api/associative-club/${id(clubId)}`, input),
  addClubMember: (clubId: string, member: ClubMemberInput) => request<Club>('POST', `/api/associative-club/${id(clubId)}/members`, member),
  changeClubMember: (clubId: string, memberId: string, member: ClubMemberInput) =>
    request<Club>('PUT', `/api/associative-club/${id(clubId)}/members/${id(memberId)}`, member),
  removeClubMember: (clubId: string, memberId: string) =>
    request<Club>('DELETE', `/api/associative-club/${id(clubId)}/members/${id(memberId)}`),
  deleteClub: (clubId: string) => request<{ message: string }>('DELETE', `/api/associative-club/${id(clubId)}`),

  // Breaking news
  breakingNews: () => request<BreakingNews>('GET', '/api/breaking-news'),
  setBreakingNews: (input: BreakingNewsInput) => request<BreakingNews>('POST', '/api/breaking-news', input),

  // Skater profiles: the public view for visitors, the full (masked) view for admins.
  // `eventCategory`, `ageCategory` and `club` filter both.
  // Visitors see approved profiles of the current season; admins filter by `status` and `season` too.
  skaters: (params?: ListParams) => page<RegisteredSkater>('/api/skaterprofiles', params, profiles),
  adminSkaters: (params?: ListParams) => page<RegistrySkater>('/api/skaterprofiles', params, profiles),
  adminSkater: (skaterId: string) => request<RegistrySkater & { proofIsPdf?: boolean }>('GET', `/api/skaterprofiles/${id(skaterId)}`),
  /** Approve, reject with a reason, or correct fields (docs/rules.md#profile-approval). */
  reviewSkater: (skaterId: string, change: ReviewChange) => request<ReviewAnswer>('PATCH', `/api/skaterprofiles/${id(skaterId)}`, change),
  /** The clubs skaters named, with how many did (the recipients' club filter). */
  skaterClubs: () => request<{ clubs: { name: string; count: number }[] }>('GET', '/api/skaterprofiles/clubs'),
  addSkater: (input: SkaterInput) =>
    request<{
      message: string;
      _id: string;
      reference: string;
      next?: string;
      confirmByEmail?: boolean;
      /** The address the confirmation link went to, and the key to send it again (only to the sender). */
      sentTo?: string;
      againKey?: string;
    }>('POST', '/api/skaterprofiles', input),
  /** The success screen's "send the link again", to a corrected address when one is given. */
  sendConfirmationAgain: (key: string, email?: string) =>
    request<{ message: string; sentTo: string }>('POST', '/api/skaterprofiles/confirm/again', email ? { key, email } : { key }),
  confirmRegistration: (token: string) => request<{ message: string; reference: string }>('POST', '/api/skaterprofiles/confirm', { token }),
  deleteSkater: (skaterId: string) => request<{ message: string }>('DELETE', `/api/skaterprofiles/${id(skaterId)}`),
  /** Owners: who opened the profile's full record or identity proof, and when, newest first, a page at a time. */
  skaterAccessLog: async (skaterId: string, params: ListParams = {}): Promise<PagedList<AccessEntry>> => {
    const answer = await request<{ entries: AccessEntry[]; total: number; page: number; pageSize: number }>(
      'GET',
      listUrl(`/api/skaterprofiles/${id(skaterId)}/access-log`, { page: params.page, pageSize: params.pageSize }),
    );
    return { items: answer.entries, total: answer.total, page: answer.page, pageSize: answer.pageSize };
  },
  /** What goes with the profile if it is deleted: its championship entries, result rows and certificates. */
  skaterDeletionCounts: (skaterId: string) => request<SkaterDeletionCounts>('GET', `/api/skaterprofiles/${id(skaterId)}/deletion`),
  /** A parent's look-up: reference and date of birth. */
  registrationStatus: (reference: string, dob: string) => request<StatusAnswer>('POST', '/api/skaterprofiles/status', { reference, dob }),
  /**
   * Renewal (no `eventId`) or a championship's entry without a family session: the link goes to
   * the address on the registration; the answer is the same for every number.
   */
  familyLink: (input: { registrationNo: string; eventId?: string; website?: string }) =>
    request<{ message: string }>('POST', '/api/family/link', input),
  /** The link from the letter asking to confirm new contact details. */
  confirmContact: (token: string) => request<{ message: string }>('POST', '/api/skaterprofiles/contact/confirm', { token }),
  /** Every affiliated club's name, sorted (the form's Representative Club choices). */
  clubNames: () => request<{ names: string[] }>('GET', '/api/associative-club/names'),

  /** A profile's results across the latest championships (approved, current profiles only). */
  /** What a skater's public page shows (approved, current profiles only; 404 otherwise). */
  skaterPage: (skaterId: string) => request<SkaterPageView>('GET', `/api/skaterprofiles/${id(skaterId)}/public`),
  skaterResults: (skaterId: string) => request<{ results: SkaterResult[] }>('GET', `/api/skaterprofiles/${id(skaterId)}/results`),

  // Championships (docs/rules.md#championships)
  /** The rules and races; 404 when the event is not a championship. */
  championship: (eventId: string) => request<PublicChampionship>('GET', `/api/events/${id(eventId)}/championship`),
  /** A championship set up in one step: its event and its rules (the same `key` sent twice sets up one). */
  setUpChampionship: (input: ChampionshipSetupInput) =>
    request<{ message: string; event: Event; championship: PublicChampionship }>('POST', '/api/championships', input),
  saveChampionship: (eventId: string, input: ChampionshipInput) =>
    request<{ message: string; championship: Championship }>('PUT', `/api/events/${id(eventId)}/championship`, input),
  addRaceGrid: (eventId: string, grid: { disciplines: string[]; ageCategories: string[]; genders: string[]; name?: string }) =>
    request<{ message: string; added: number; championship: Championship }>(
      'POST',
      `/api/events/${id(eventId)}/championship/races/grid`,
      grid,
    ),
  removeRace: (eventId: string, raceId: string) =>
    request<{ message: string; championship: Championship }>('DELETE', `/api/events/${id(eventId)}/championship/races/${id(raceId)}`),
  /** A registrar's: the races this skater may enter (the entry form offers only those). */
  eligibleRaces: (input: { eventId: string; registrationNo: string; dob: string }) =>
    request<EligibleRaces>('POST', '/api/entries/eligible', input),
  /** A registrar's: enters a skater (201), or replaces the same skater's races (200). */
  enter: (input: EntryInput) => request<{ message: string; _id: string }>('POST', '/api/entries', input),
  withdrawEntry: (entryId: string) => request<{ message: string; entry: Entry }>('DELETE', `/api/entries/${id(entryId)}`),
  /** By name; `race`, `status` (entered, withdrawn) and `q` filter. */
  /** Which events are championships (admins: the screens that pick one). */
  championshipList: (params?: ListParams) => page<{ _id: string; entriesClose: string; raceCount: number }>('/api/championships', params),
  entries: (eventId: string, params?: ListParams) => page<Entry>(`/api/events/${id(eventId)}/entries`, params),
  entriesCsvUrl: (eventId: string, params?: ListParams) => listUrl(`/api/events/${id(eventId)}/entries/csv`, params),
  startLists: (eventId: string) => request<StartLists>('GET', `/api/events/${id(eventId)}/startlists`),
  results: (eventId: string) => request<EventResultsView>('GET', `/api/events/${id(eventId)}/results`),
  /** Per race: the entrants, the rows saved and how final they are, and whether the race's day has come (admins: the race picker). */
  raceSummaries: (eventId: string) => request<RaceSummariesView>('GET', `/api/events/${id(eventId)}/race-summaries`),
  /** One race's rows as stored, by entry, and how final they are (admins: the results grid). */
  raceResult: (eventId: string, raceId: string) => request<RaceResultsAdminView>('GET', `/api/events/${id(eventId)}/results/${id(raceId)}`),
  /** Saves one race's results; official ones change only with a reason (a correction). */
  saveResults: (eventId: string, raceId: string, input: RaceResultInput) =>
    request<{ message: string; result: RaceResult }>('PUT', `/api/events/${id(eventId)}/results/${id(raceId)}`, input),
  markResultsOfficial: (eventId: string, raceId: string) =>
    request<{ message: string; race: string; result: RaceResult }>('PATCH', `/api/events/${id(eventId)}/results/${id(raceId)}`, {
      status: 'official',
    }),
  selection: (eventId: string) => request<DistrictTeamView>('GET', `/api/events/${id(eventId)}/selection`),
  changeSelection: (eventId: string, input: { entryId: string; raceId: string; selected: boolean; reason: string }) =>
    request<{ message: string; team: DistrictTeamView }>('PUT', `/api/events/${id(eventId)}/selection`, input),
  selectionCsvUrl: (eventId: string) => `/api/events/${id(eventId)}/selection/csv`,

  // Contact (docs/rules.md#contact)
  sendContact: (input: ContactInput) => request<{ message: string }>('POST', '/api/contact', input),
  contactMessages: (params?: ListParams) => page<ContactMessage>('/api/contact', params),
  contactMessage: (messageId: string) => request<ContactMessage>('GET', `/api/contact/${id(messageId)}`),
  deleteContactMessage: (messageId: string) => request<{ message: string }>('DELETE', `/api/contact/${id(messageId)}`),

  // Bulk e-mail (docs/rules.md#bulk-e-mail)
  sendBulk: (input: BulkMessageInput) => request<BulkMessageResult>('POST', '/api/send', input),

  // Certificates (docs/rules.md#certificates)
  certificate: (code: string) => request<CertificateFacts>('GET', `/api/certificates/${id(code)}`),
  certificates: (eventId: string, params?: ListParams) => page<Certificate>(`/api/events/${id(eventId)}/certificates`, params),
  issueCertificates: (eventId: string) =>
    request<{ message: string; issued: number; updated: number; kept: number }>('POST', `/api/events/${id(eventId)}/certificates`, {}),
  revokeCertificate: (code: string) => request<{ message: string }>('DELETE', `/api/certificates/${id(code)}`),
  certificateBundle: (eventId: string) => request<CertificateBundleStatus>('GET', `/api/events/${id(eventId)}/certificates/bundle`),
  startCertificateBundle: (eventId: string) =>
    request<CertificateBundleStatus & { message: string }>('POST', `/api/events/${id(eventId)}/certificates/bundle`, {}),
};

/** Where the PDF of a championship's certificates stands; `url` once it can be downloaded. */
export interface CertificateBundleStatus {
  status: 'none' | 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  url?: string;
}

/**
 * Every item a list route answers for `params`, a page of the largest size at a time (an export,
 * a choice of every event, "select all"): pages stay small however long the list is.
 */
export const everyItem = async <T>(
  load: (params: ListParams) => Promise<PagedList<T>>,
  params: ListParams = {},
  onProgress?: (done: number, total: number) => void,
): Promise<T[]> => {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await load({ ...params, page, pageSize: PAGE_SIZE_MAX });
    items.push(...answer.items);
    onProgress?.(items.length, answer.total);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
};
