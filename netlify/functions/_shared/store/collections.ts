/**
 * Every resource's store, declared once: its schema and the ordered indexes its lists read. The
 * functions, the content export, the sample data, the bench and the load test all go through here.
 *
 * An index's summary is what its list answers show and filter on, so a page is one small read
 * whatever the collection's size; the record itself is read only for a detail page. Lists of
 * dated things are kept by creation time and read from the end (newest first); events by date
 * (the public order is worked out from "today" when read, see events/event-order.ts); clubs and
 * skaters by name. Which profiles each audience's skater list holds, and what it shows of them, is
 * decided in publish/skater-visibility.ts; this file only declares the indexes that apply it.
 */
import { type Account, accountSchema } from '#domain/committee/account.schema.ts';
import { type AuditEntry, auditEntrySchema } from '#domain/committee/audit.schema.ts';
import { type AccessEntry, accessEntrySchema } from '#domain/committee/access-log.schema.ts';
import { type Achievement, achievementSchema } from '#domain/content/achievement.schema.ts';
import { ACHIEVEMENT_PREVIEW_LENGTH } from '#config/rules.ts';
import { breakingNewsSchema } from '#domain/content/breaking-news.schema.ts';
import { type Club, clubSchema } from '#domain/content/club.schema.ts';
import {
  championshipSchema,
  entrySchema,
  raceResultSchema,
  selectionSchema,
  type Championship,
  type Entry,
  type RaceResult,
} from '#domain/championships/championship.schema.ts';
import { type Certificate, certificateSchema } from '#domain/championships/certificate.schema.ts';
import { raceDayBookSchema, raceDaySchema, type RaceDay } from '#domain/race-day/race-day.schema.ts';
import { publicStatusOf } from '#domain/championships/result-status.ts';
import { type ContactMessage, contactMessageSchema } from '#domain/messages/contact.schema.ts';
import { type Event, eventSchema } from '#domain/events/event.schema.ts';
import { type GalleryImage, galleryImageSchema } from '#domain/content/gallery.schema.ts';
import { type News, newsSchema } from '#domain/content/news.schema.ts';
import { type Registration, registrationSchema } from '#domain/events/registration.schema.ts';
import { createHash } from 'node:crypto';
import { type DataRequest, dataRequestSchema } from '#domain/family/family.schema.ts';
import { type Charge, chargeSchema, type Receipt, receiptSchema } from '#domain/fees/fees.schema.ts';
import { type Skater, storedSkaterSchema } from '#domain/registry/skater.schema.ts';
import { preview } from '#domain/common/text.ts';
import { updateSchema } from '#domain/content/update.schema.ts';
import { collection, singleton, type CollectionDefinition, type Identified, type Indexes } from './index.ts';
import { fitted } from './summary.ts';
import { byCreation, byName, byRank, byYear } from './sort-keys.ts';
import {
  adminSkaterKey,
  adminSkaterList,
  UNVERIFIED_LIST,
  adminSkaterSummary,
  photoPartition,
  publicSkaterList,
  publicSkaterSummary,
} from '#shared/publish/skater-visibility.ts';

const define = <T extends Identified, I extends Indexes<T>>(definition: CollectionDefinition<T, I>) => definition;

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

export const achievementsDefinition = define({
  name: 'achievements',
  schema: achievementSchema,
  indexes: {
    newest: { key: byCreation, summary: achievementSummary },
    /** The public list: highest level first, then newest. */
    byRank: { key: byRank, summary: achievementSummary },
    /** The level pages, and the count of each level on the achievements page; version 2 orders them by year. */
    byLevel: { key: byYear, summary: achievementSummary, partition: (achievement: Achievement) => achievement.level, version: 2 },
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
  // Version 2 lists each image's alt text and caption; images stored before them get the defaults.
  indexes: { newest: { key: byCreation, summary: (image: GalleryImage) => whole(image), version: 2 } },
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

/**
 * The family page's partition of an address: the profiles whose e-mail on file it is. A digest,
 * so no address appears in a key; profiles are found by it, then checked against their record.
 */
export const familyPartition = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** A club's partition of the roster index: a digest of its name as skaters' records write it (case and spaces aside). */
export const clubPartition = (clubName: string): string =>
  `club-${createHash('sha256').update(clubName.trim().replace(/\s+/g, ' ').toLowerCase()).digest('hex').slice(0, 40)}`;

export const skatersDefinition = define({
  name: 'skater-profiles',
  schema: storedSkaterSchema,
  indexes: {
    /** What visitors may see, and nothing else (the page, its search, the build's first page). */
    publicByName: {
      key: (skater: Skater) => byName(skater.name),
      summary: publicSkaterSummary,
      partition: publicSkaterList,
      version: 2,
    },
    /** What the admin table shows: contact details, the masked Aadhaar number, the date of birth, the review state. */
    adminByName: {
      key: adminSkaterKey,
      summary: adminSkaterSummary,
      partition: adminSkaterList,
      version: 2,
    },
    /** A family's children: the profiles with this e-mail on file (ids only; the page reads each record). */
    byEmail: {
      key: (skater: Skater) => byName(skater.name),
      summary: ({ _id }: Skater) => ({ _id }),
      // An address nobody has confirmed yet names no family: typing a stranger's address on the form shows them nothing.
      partition: (skater: Skater) => (skater.status === 'unverified' ? null : familyPartition(skater.email)),
    },
    /**
     * Who may see a photo (publish/photo-access.ts): the profiles holding it, in the photo key's
     * partition, with their state and season and their family's digest (none while unconfirmed).
     */
    byPhoto: {
      key: (skater: Skater) => skater._id,
      summary: ({ _id, status, season, email, consentWithdrawal }: Skater) => ({
        _id,
        status,
        season,
        family: status === 'unverified' ? '' : familyPartition(email),
        // Consent withdrawn: the photo is public no more (older summaries lack it: not withdrawn).
        withdrawn: consentWithdrawal !== undefined,
      }),
      partition: photoPartition,
    },
    /**
     * A club's roster on the club desk (docs/clubs.md#the-roster): the approved profiles whose club
     * on file is the club's name. The date of birth is kept only to work out the age category when
     * read; the desk's answer never carries it.
     */
    byClub: {
      key: (skater: Skater) => byName(skater.name),
      summary: ({ _id, name, registrationNo, gender, eventCategory, season, dob, clubMayEnter }: Skater) => ({
        _id,
        name,
        registrationNo: registrationNo ?? '',
        gender,
        eventCategory,
        season,
        dob,
        clubMayEnter: clubMayEnter === true,
      }),
      // Consent withdrawn: the club sees the child no more.
      partition: (skater: Skater) =>
        skater.status === 'approved' && skater.consentWithdrawal === undefined ? clubPartition(skater.representativeClub) : null,
    },
    /** Registrations waiting for the parent's confirmation, oldest first: the daily sweep deletes the late ones. */
    unverified: {
      key: byCreation,
      summary: ({ _id, createdAt }: Skater) => ({ _id, createdAt }),
      partition: (skater: Skater) => (skater.status === 'unverified' ? UNVERIFIED_LIST : null),
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
    /**
     * The registrations made with one e-mail address (the address's digest, as for skaters): a
     * child's data download and its deletion read only that family's.
     */
    byEmail: {
      key: byCreation,
      summary: (registration: Registration) => whole(registration),
      partition: (registration: Registration) => familyPartition(registration.email),
    },
  },
});

/** The one partition of the contact messages' unread index. */
export const UNREAD = 'unread';

export const contactMessagesDefinition = define({
  name: 'contact-messages',
  schema: contactMessageSchema,
  indexes: {
    newest: { key: byCreation, summary: (message: ContactMessage) => whole(message) },
    /** Only the messages nobody has opened yet: its size is the dashboard's unread count, one head read. */
    unread: {
      key: byCreation,
      summary: ({ _id }: ContactMessage) => ({ _id }),
      partition: (message: ContactMessage) => (message.readAt === undefined ? UNREAD : null),
    },
  },
});

/** One per championship event, listed by when entries close. */
export const championshipsDefinition = define({
  name: 'championships',
  schema: championshipSchema,
  indexes: {
    byClose: {
      key: (championship: Championship) => championship.entriesClose,
      summary: ({ _id, entriesClose, races }: Championship) => ({ _id, entriesClose, raceCount: races.length }),
    },
  },
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

/**
 * Entries: one per skater per event. An event's entries are a partition of their own (the admin's
 * lists per event and per race, start lists, results and the team read only it), and a skater's
 * are another (the results on their profile).
 */
export const entriesDefinition = define({
  name: 'entries',
  schema: entrySchema,
  indexes: {
    byEvent: {
      key: (entry: Entry) => byName(entry.name),
      summary: (entry: Entry) => whole(entry),
      partition: (entry: Entry) => entry.eventId,
    },
    /** Every entry by when it was made: the dashboard counts this week's from its end. */
    newest: { key: byCreation, summary: ({ _id }: Entry) => ({ _id }) },
    bySkater: {
      key: (entry: Entry) => entry.createdAt,
      summary: ({ _id, eventId, raceIds, status }: Entry) => ({ _id, eventId, raceIds, status }),
      partition: (entry: Entry) => entry.skaterId,
    },
  },
});

/** The one partition of the provisional results' index. */
export const PROVISIONAL_RESULTS = 'provisional';

/** One record per race with results; the event's partition says which races have them. */
export const raceResultsDefinition = define({
  name: 'race-results',
  schema: raceResultSchema,
  indexes: {
    /** How many rows and how final they are: the results screen's race picker reads them all in one scan. */
    byEvent: {
      key: (result: RaceResult) => result.raceId,
      summary: (result: RaceResult) => ({
        _id: result._id,
        raceId: result.raceId,
        rowCount: result.rows.length,
        status: publicStatusOf(result),
      }),
      partition: (result: RaceResult) => result.eventId,
      version: 2,
    },
    /** Provisional results with rows, oldest first: the dashboard's reminder is a rank and one short page. */
    provisional: {
      key: (result: RaceResult) => `${result.provisionalSince ?? result.updatedAt}|${result._id}`,
      summary: ({ _id, eventId, raceId, provisionalSince, updatedAt }: RaceResult) => ({
        _id,
        eventId,
        raceId,
        since: provisionalSince ?? updatedAt,
      }),
      partition: (result: RaceResult) => (result.status === 'provisional' && result.rows.length > 0 ? PROVISIONAL_RESULTS : null),
    },
  },
});

/**
 * Race day: one record per race set up (its setup, rounds, heats and their results). The event's
 * partition lists them with what the public page and the admins' grid need to pick one.
 */
export const raceDaysDefinition = define({
  name: 'race-days',
  schema: raceDaySchema,
  indexes: {
    byEvent: {
      key: (day: RaceDay) => `${String(day.eventNumber).padStart(5, '0')}|${day.raceId}`,
      summary: (day: RaceDay) => ({
        _id: day._id,
        raceId: day.raceId,
        eventNumber: day.eventNumber,
        format: day.setup.format,
        distance: day.setup.distance,
        roundsSeeded: day.rounds.length,
      }),
      partition: (day: RaceDay) => day.eventId,
    },
  },
});

/** A championship's bibs (one record per event, its id the event's). */
export const raceDayBooksDefinition = define({
  name: 'race-day-books',
  schema: raceDayBookSchema,
  indexes: {},
});

/** The admins' changes to an event's district team (one record per event, its id the event's). */
export const selectionsDefinition = define({
  name: 'selections',
  schema: selectionSchema,
  indexes: {},
});

/** The audit log: appended to, read newest first; the key starts with the time so the order is the time's. */
/** Who opened which child's record or proof, or exported personal fields: per profile, and oldest first for the yearly sweep. */
export const accessLogDefinition = define({
  name: 'access-log',
  schema: accessEntrySchema,
  indexes: {
    byProfile: {
      key: (entry: AccessEntry) => `${entry.at}|${entry._id}`,
      summary: (entry: AccessEntry) => whole(entry),
      partition: (entry: AccessEntry) => (entry.profileId === '' ? null : entry.profileId),
    },
    oldest: { key: (entry: AccessEntry) => `${entry.at}|${entry._id}`, summary: ({ _id, at }: AccessEntry) => ({ _id, at }) },
  },
});

export const auditDefinition = define({
  name: 'audit',
  schema: auditEntrySchema,
  indexes: { newest: { key: (entry: AuditEntry) => `${entry.at}|${entry._id}`, summary: (entry: AuditEntry) => whole(entry) } },
});

/**
 * Certificates, one per finisher of a race: the id is the code. An event's certificates are a
 * partition of their own (the admin's list, re-issuing, the bundle PDF), by race, place and name.
 */
export const certificatesDefinition = define({
  name: 'certificates',
  schema: certificateSchema,
  indexes: {
    byEvent: {
      key: (certificate: Certificate) =>
        `${byName(certificate.race)}\u0001${String(certificate.position ?? 9_999).padStart(4, '0')}\u0001${byName(certificate.name)}`,
      summary: (certificate: Certificate) => whole(certificate),
      partition: (certificate: Certificate) => certificate.eventId,
    },
  },
});

/**
 * Parents' correction, deletion and access requests: the registrar's queue, oldest first (open
 * ones in a partition of their own, so the dashboard's count is one read), and each child's own.
 */
export const OPEN_REQUESTS = 'open';
export const dataRequestsDefinition = define({
  name: 'data-requests',
  schema: dataRequestSchema,
  indexes: {
    oldest: { key: byCreation, summary: (request: DataRequest) => whole(request) },
    open: {
      key: byCreation,
      summary: ({ _id }: DataRequest) => ({ _id }),
      partition: (request: DataRequest) => (request.status === 'open' ? OPEN_REQUESTS : null),
    },
    bySkater: { key: byCreation, summary: (request: DataRequest) => whole(request), partition: (request: DataRequest) => request.skaterId },
  },
});

/**
 * What families owe: one charge per registration, renewal or entry. A family's charges are a
 * partition (the family page), as are a payment reference's (the charges paid together, found
 * from a bank statement's line), a UTR's (every payment it was given for), a season's and a
 * championship's (the ledger), and the claimed ones (the payments waiting for a match: the
 * dashboard's count and the statement's one read of them).
 */
export const CLAIMED_CHARGES = 'claimed';
const chargeLine = ({ _id, kind, state, amount, eventId, receiptId, skaterName, description, payRef, method }: Charge) => ({
  _id,
  method,
  kind,
  state,
  amount,
  eventId,
  receiptId,
  skaterName,
  description,
  payRef,
});
const claimedLine = (charge: Charge) => ({
  ...chargeLine(charge),
  utr: charge.utr,
  family: charge.family,
  payerName: charge.payerName,
  registrationNo: charge.registrationNo,
});
const ledgerLine = (charge: Charge) => ({
  ...claimedLine(charge),
  season: charge.season,
  createdAt: charge.createdAt,
  paidAt: charge.paidAt,
  reason: charge.reason,
  refundedAmount: charge.refundedAmount,
});
export const chargesDefinition = define({
  name: 'charges',
  schema: chargeSchema,
  indexes: {
    byFamily: { key: byCreation, summary: (charge: Charge) => whole(charge), partition: (charge: Charge) => charge.family },
    /** A child's charges; version 2 says whose family each is in, so a change of address moves only what must move. */
    bySkater: { key: byCreation, summary: claimedLine, partition: (charge: Charge) => charge.skaterId, version: 2 },
    byPayRef: { key: byCreation, summary: claimedLine, partition: (charge: Charge) => charge.payRef ?? null, version: 2 },
    /** Version 2 carries what matching a statement needs of a waiting payment (its UTR, family and payer), read in one scan. */
    claimed: {
      key: byCreation,
      summary: claimedLine,
      partition: (charge: Charge) => (charge.state === 'claimed' ? CLAIMED_CHARGES : null),
      version: 2,
    },
    /** The charges a UTR was given for: several families may give the same one, and the treasurer sees them all. */
    byUtr: { key: byCreation, summary: claimedLine, partition: (charge: Charge) => charge.utr ?? null },
    /** Version 3 carries every column of the ledger's export (the part refunded too), so that it reads the partition and nothing per charge. */
    bySeason: { key: byCreation, summary: ledgerLine, partition: (charge: Charge) => `season-${charge.season}`, version: 3 },
    byEvent: { key: byCreation, summary: ledgerLine, partition: (charge: Charge) => charge.eventId ?? null, version: 3 },
    /** Every charge, newest first: the treasurer's table. */
    newest: { key: byCreation, summary: (charge: Charge) => whole(charge) },
  },
});

/** Receipts, never edited (a cancelled one is kept): a family's for its page, a season's for the ledger, all newest first. */
const receiptLine = ({ _id, number, amount, method, state, paidAt, eventIds }: Receipt) => ({
  _id,
  number,
  amount,
  method,
  state,
  paidAt,
  eventIds,
});
export const receiptsDefinition = define({
  name: 'receipts',
  schema: receiptSchema,
  indexes: {
    /** Version 2 names the charges each receipt paid, so that a child's receipts can follow the child's address. */
    byFamily: {
      key: (receipt: Receipt) => receipt.issuedAt,
      summary: (receipt: Receipt) => ({ ...receiptLine(receipt), chargeIds: receipt.items.map((item) => item.chargeId) }),
      partition: (receipt: Receipt) => receipt.family,
      version: 2,
    },
    bySeason: {
      key: (receipt: Receipt) => receipt.issuedAt,
      summary: receiptLine,
      partition: (receipt: Receipt) => `season-${receipt.season}`,
    },
    newest: { key: (receipt: Receipt) => `${receipt.issuedAt}|${receipt._id}`, summary: (receipt: Receipt) => whole(receipt) },
  },
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
export const championships = () => collection(championshipsDefinition);
export const entries = () => collection(entriesDefinition);
export const raceResults = () => collection(raceResultsDefinition);
export const selections = () => collection(selectionsDefinition);
export const raceDays = () => collection(raceDaysDefinition);
export const raceDayBooks = () => collection(raceDayBooksDefinition);
export const accounts = () => collection(accountsDefinition);
export const auditLog = () => collection(auditDefinition);
export const accessLog = () => collection(accessLogDefinition);
export const certificates = () => collection(certificatesDefinition);
export const dataRequests = () => collection(dataRequestsDefinition);
export const charges = () => collection(chargesDefinition);
export const receipts = () => collection(receiptsDefinition);
export const breakingNews = () => singleton('breaking-news', breakingNewsSchema);
