/**
 * The browser's one way to the API: a function per endpoint, on the site's own origin (a
 * hard-coded host would break every deployment but one). It carries no schema library so public pages stay light; the server validates everything.
 * Failures throw `ApiError` with the status and the server's parsed answer (`{message, errors}`);
 * src/lib/error-text.ts turns any failure into the text a screen shows.
 */
import type { Achievement, AchievementInput } from '../domain/achievement.schema';
import type { SessionStatus } from '../domain/auth.schema';
import type { BreakingNews } from '../domain/breaking-news.schema';
import type { BulkMessageInput, BulkMessageResult } from '../domain/bulk-message.schema';
import type { Club, ClubInput } from '../domain/club.schema';
import type { ContactInput, ContactMessage } from '../domain/contact.schema';
import type { Event, EventInput } from '../domain/event.schema';
import type { GalleryImage, GalleryInput } from '../domain/gallery.schema';
import type { News, NewsInput } from '../domain/news.schema';
import type { Registration, RegistrationInput } from '../domain/registration.schema';
import type { AdminSkater, PublicSkater, SkaterInput } from '../domain/skater.schema';
import type { Update, UpdateInput } from '../domain/update.schema';

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const LOGIN_PATH = '/api/login';

const request = async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
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
    throw new ApiError(res.status, message, errors, data);
  }
  return data as T;
};

const list = async <T>(path: string): Promise<T[]> => {
  const data = await request<unknown>('GET', path);
  if (!Array.isArray(data)) throw new UnexpectedFormatError();
  return data as T[];
};

const id = (value: string) => encodeURIComponent(value);

export const api = {
  // Session (docs/rules.md#admin-sign-in)
  login: (admin: string, password: string) => request<{ message: string; admin: string }>('POST', LOGIN_PATH, { admin, password }),
  logout: () => request<{ message: string }>('POST', '/api/logout', {}),
  session: () => request<SessionStatus>('GET', '/api/session'),

  // Achievements
  achievements: () => list<Achievement>('/api/achievements'),
  achievement: (achievementId: string) => request<Achievement>('GET', `/api/achievements/${id(achievementId)}`),
  postAchievement: (input: AchievementInput) => request<Achievement>('POST', '/api/achievementspost', input),
  deleteAchievement: (achievementId: string) => request<{ message: string }>('DELETE', `/api/achievements/${id(achievementId)}`),

  // Updates
  updates: () => list<Update>('/api/updates'),
  addUpdate: (input: UpdateInput) => request<Update>('POST', '/api/updates', input),
  deleteUpdate: (updateId: string) => request<{ message: string }>('DELETE', `/api/updates/${id(updateId)}`),

  // Events and registrations
  events: () => list<Event>('/api/events'),
  event: (eventId: string) => request<Event>('GET', `/api/events/${id(eventId)}`),
  addEvent: (input: EventInput) => request<Event>('POST', '/api/events', input),
  deleteEvent: (eventId: string) => request<{ message: string; registrationsDeleted: number }>('DELETE', `/api/events/${id(eventId)}`),
  eventRegistrationCount: (eventId: string) => request<{ count: number }>('GET', `/api/events/${id(eventId)}/registrations`),
  register: (input: RegistrationInput) => request<{ message: string; _id: string }>('POST', '/api/registrations', input),
  registrations: () => list<Registration>('/api/registrations'),
  deleteRegistration: (registrationId: string) => request<{ message: string }>('DELETE', `/api/registrations/${id(registrationId)}`),

  // News
  news: () => list<News>('/api/news'),
  addNews: (input: NewsInput) => request<News>('POST', '/api/news', input),
  deleteNews: (newsId: string) => request<{ message: string }>('DELETE', `/api/news/${id(newsId)}`),

  // Gallery
  gallery: () => list<GalleryImage>('/api/gallery'),
  addImages: (input: GalleryInput) => request<GalleryImage[]>('POST', '/api/gallery', input),
  deleteImage: (imageId: string) => request<{ message: string }>('DELETE', `/api/gallery/${id(imageId)}`),

  // Clubs
  clubs: () => list<Club>('/api/associative-club'),
  club: (clubId: string) => request<Club>('GET', `/api/associative-club/${id(clubId)}`),
  addClub: (input: ClubInput) => request<Club>('POST', '/api/associative-club', input),
  updateClub: (clubId: string, input: ClubInput) => request<Club>('PUT', `/api/associative-club/${id(clubId)}`, input),
  deleteClub: (clubId: string) => request<{ message: string }>('DELETE', `/api/associative-club/${id(clubId)}`),

  // Breaking news
  breakingNews: () => request<BreakingNews>('GET', '/api/breaking-news'),
  setBreakingNews: (input: BreakingNews) => request<BreakingNews>('POST', '/api/breaking-news', input),

  // Skater profiles: the public view for visitors, the full (masked) view for admins.
  skaters: async (): Promise<PublicSkater[]> => (await request<{ profiles?: PublicSkater[] }>('GET', '/api/skaterprofiles')).profiles ?? [],
  adminSkaters: async (): Promise<AdminSkater[]> =>
    (await request<{ profiles?: AdminSkater[] }>('GET', '/api/skaterprofiles')).profiles ?? [],
  addSkater: (input: SkaterInput) => request<{ message: string; _id: string }>('POST', '/api/skaterprofiles', input),
  deleteSkater: (skaterId: string) => request<{ message: string }>('DELETE', `/api/skaterprofiles/${id(skaterId)}`),

  // Contact (docs/rules.md#contact)
  sendContact: (input: ContactInput) => request<{ message: string }>('POST', '/api/contact', input),
  contactMessages: () => list<ContactMessage>('/api/contact'),
  deleteContactMessage: (messageId: string) => request<{ message: string }>('DELETE', `/api/contact/${id(messageId)}`),

  // Bulk e-mail (docs/rules.md#bulk-e-mail)
  sendBulk: (input: BulkMessageInput) => request<BulkMessageResult>('POST', '/api/send', input),
};
