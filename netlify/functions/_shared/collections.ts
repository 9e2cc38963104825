/**
 * Every resource's store, declared once: its schema and the ordered indexes its lists read. The
 * functions, the content export, the sample data, the bench and the load test all go through here.
 *
 * An index's summary is what its list answers show and filter on, so a page is one small read
 * whatever the collection's size; the record itself is read only for a detail page. Lists of
 * dated things are kept by creation time and read from the end (newest first); events by date
 * (the public order is worked out from "today" when read, see lists.ts); clubs and skaters by name.
 */
import { type Account, accountSchema } from '../../../src/domain/account.schema.ts';
import { type AuditEntry, auditEntrySchema } from '../../../src/domain/audit.schema.ts';
import { type Achievement, achievementSchema } from '../../../src/domain/achievement.schema.ts';
import { ACHIEVEMENT_PREVIEW_LENGTH } from '../../../src/config/rules.ts';
import { breakingNewsSchema } from '../../../src/domain/breaking-news.schema.ts';
import { type Club, clubSchema } from '../../../src/domain/club.schema.ts';
import { type ContactMessage, contactMessageSchema } from '../../../src/domain/contact.schema.ts';
import { type Event, eventSchema } from '../../../src/domain/event.schema.ts';
import { galleryImageSchema } from '../../../src/domain/gallery.schema.ts';
import { type News, newsSchema } from '../../../src/domain/news.schema.ts';
import { type Registration, registrationSchema } from '../../../src/domain/registration.schema.ts';
import { type Skater, skaterSchema, toAdminSummary, toPublicSkater } from '../../../src/domain/skater.schema.ts';
import { preview } from '../../../src/domain/text.ts';
import { updateSchema } from '../../../src/domain/update.schema.ts';
import { collection, singleton, type CollectionDefinition, type Identified, type Indexes } from './store/index.ts';
import { fitted } from './summary.ts';

const define = <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>) => definition;

const byCreation = (record: { createdAt: string }) => record.createdAt;
/** Names sort without regard to case (plain code-unit order after folding; accents sort after z). */
const byName = (name: string) => name.trim().toLowerCase();

/** List items are the whole record where it is small, with long texts shortened to fit (summary.ts). */
const whole = <T extends Record<string, unknown>>(record: T): T => fitted({ ...record });

/** Achievement cards show a preview of the description; the detail page reads the record. */
const achievementSummary = (achievement: Achievement) =>
  fitted({ ...achievement, description: preview(achievement.description, ACHIEVEMENT_PREVIEW_LENGTH) });

/**
 * A club in a list: its name and district, how many members it has, and as many members' names
 * and roles as fit (the admin list shows and searches them); the detail page reads every member.
 */
export const clubSummary = (club: Club) => {
  const { members, ...rest } = club;
  const summary = { ...rest, memberCount: members.length, members: [] as { memberName: string; role: string }[] };
  for (const { memberName, role } of members) {
    const next = { ...summary, members: [...summary.members, { memberName, role }] };
    if (Buffer.byteLength(JSON.stringify(next)) > 1_500) break;
    summary.members = next.members;
  }
  return fitted(summary);
};
export type ClubSummary = ReturnType<typeof clubSummary>;

/**
 * Which list of profiles a skater belongs to. Every profile is listed today; once profiles are
 * checked before they are public, this is where approved profiles of a season get their own list
 * (raise the indexes' versions when it changes: they are rebuilt from the records).
 */
export const SKATER_LIST = 'all';
const skaterList = (_skater: Skater): string | null => SKATER_LIST;

export const achievementsDefinition = define({
  name: 'achievements',
  schema: achievementSchema,
  indexes: {
    newest: { key: byCreation, summary: achievementSummary },
    /** The level pages, and the count of each level on the achievements page. */
    byLevel: { key: byCreation, summary: achievementSummary, partition: (achievement: Achievement) => achievement.level },
  },
});

export const eventsDefinition = define({
  name: 'events',
  schema: eventSchema,
  indexes: { byDate: { key: (event: Event) => event.date, summary: (event: Event) => whole(event) } },
});

export const newsDefinition = define({
  name: 'news',
  schema: newsSchema,
  indexes: { newest: { key: byCreation, summary: (item: News) => whole(item) } },
});

export const galleryDefinition = define({
  name: 'gallery',
  schema: galleryImageSchema,
  indexes: { newest: { key: byCreation, summary: (image: { _id: string; url: string; createdAt: string }) => image } },
});

export const updatesDefinition = define({
  name: 'updates',
  schema: updateSchema,
  indexes: { newest: { key: byCreation, summary: (update: { _id: string; text: string; createdAt: string }) => whole(update) } },
});

export const clubsDefinition = define({
  name: 'associative-clubs',
  schema: clubSchema,
  indexes: { byName: { key: (club: Club) => byName(club.clubName), summary: clubSummary } },
});

export const skatersDefinition = define({
  name: 'skater-profiles',
  schema: skaterSchema,
  indexes: {
    /** What visitors may see, and nothing else (the page, its search, the build's first page). */
    publicByName: {
      key: (skater: Skater) => byName(skater.name),
      summary: (skater: Skater) => fitted(toPublicSkater(skater)),
      partition: skaterList,
    },
    /** What the admin table shows: contact details, the masked Aadhaar number, the date of birth. */
    adminByName: {
      key: (skater: Skater) => byName(skater.name),
      summary: (skater: Skater) => fitted(toAdminSummary(skater)),
      partition: skaterList,
    },
  },
});

export const registrationsDefinition = define({
  name: 'registrations',
  schema: registrationSchema,
  indexes: {
    newest: { key: byCreation, summary: (registration: Registration) => whole(registration) },
    /** An event's registrations: its filter in the admin table, the duplicate check, and deleting them with it. */
    byEvent: {
      key: byCreation,
      summary: (registration: Registration) => whole(registration),
      partition: (registration: Registration) => registration.eventId,
    },
  },
});

export const contactMessagesDefinition = define({
  name: 'contact-messages',
  schema: contactMessageSchema,
  indexes: { newest: { key: byCreation, summary: (message: ContactMessage) => whole(message) } },
});

/** Admin accounts made in the browser (ADMIN_USERS accounts live in the configuration only). */
export const accountsDefinition = define({
  name: 'admin-accounts',
  schema: accountSchema,
  indexes: {
    byName: {
      key: (account: Account) => byName(account.name),
      // Never the password hash or the link's digest: a list needs neither.
      summary: ({ passwordHash, link, ...account }: Account) =>
        fitted({ ...account, passwordSet: passwordHash !== '', ...(link && !link.usedAt ? { linkExpiresAt: link.expiresAt } : {}) }),
    },
  },
});

/** The audit log: appended to, read newest first; the key starts with the time so the order is the time's. */
export const auditDefinition = define({
  name: 'audit',
  schema: auditEntrySchema,
  indexes: { newest: { key: (entry: AuditEntry) => `${entry.at}|${entry._id}`, summary: (entry: AuditEntry) => whole(entry) } },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const achievements = () => collection(achievementsDefinition);
export const updates = () => collection(updatesDefinition);
export const events = () => collection(eventsDefinition);
export const news = () => collection(newsDefinition);
export const gallery = () => collection(galleryDefinition);
export const registrations = () => collection(registrationsDefinition);
export const clubs = () => collection(clubsDefinition);
export const skaters = () => collection(skatersDefinition);
export const contactMessages = () => collection(contactMessagesDefinition);
export const accounts = () => collection(accountsDefinition);
export const auditLog = () => collection(auditDefinition);
export const breakingNews = () => singleton('breaking-news', breakingNewsSchema);
