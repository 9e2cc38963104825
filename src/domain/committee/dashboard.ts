/**
 * The admin dashboard (/admin, GET /api/dashboard) without the schema library: the answer's
 * shape, how far its windows reach, and its texts, shared by the server, the screen and the tests.
 *
 * What an admin receives follows their role: everyone sees the content side (upcoming events, the
 * last rebuild); registrars and owners also see the people's work waiting (counts only, never a
 * record); owners also see the latest audit entries.
 */
import type { Role } from './account.ts';
import type { AuditEntry } from './audit.schema.ts';
import type { ProvisionalReminder } from '#domain/championships/result-status.ts';

/**
 * "This week" is the last seven days, a rolling window: on a Monday a calendar week would show
 * nothing of the weekend's registrations, which is when they arrive.
 */
export const DASHBOARD_WEEK_DAYS = 7;
/** Events from today up to this many days ahead. */
export const DASHBOARD_UPCOMING_DAYS = 30;
/** How many of those events are listed (the count covers them all). */
export const DASHBOARD_UPCOMING_SHOWN = 5;
/** How many audit entries an owner sees, newest first (the audit log screen has the rest). */
export const DASHBOARD_AUDIT_SHOWN = 5;

/** People's work waiting: counts only, for registrars and owners. */
export interface DashboardWork {
  pendingSkaters: number;
  unreadMessages: number;
  registrationsThisWeek: number;
  entriesThisWeek: number;
  /** Parents' correction, deletion and access requests not answered yet. */
  openRequests: number;
}

/**
 * A registration whose look-ups are paused after too many wrong dates of birth: its number (none
 * for a made-up reference), the skater's name when a profile holds it, and when the pause ends.
 */
export interface LockedLookup {
  registrationNo?: string;
  name?: string;
  until: string;
}

export interface DashboardEvent {
  _id: string;
  title: string;
  date: string;
  location: string;
}

export interface DashboardRebuild {
  /** Whether a build hook is configured (without one, changes never rebuild the site). */
  configured: boolean;
  /** When the latest content change asked for a rebuild. */
  requestedAt?: string;
  /** The build hook's latest answer: when, its HTTP status (0: not reached), and whether it accepted. */
  hook?: { at: string; status: number; ok: boolean };
  /** With a hook: within how many minutes of a change the prerendered pages show it (quiet period and a build). */
  refreshMinutes?: number;
}

/** How long a build of the site takes at most, in minutes, counted in the refresh the dashboard announces. */
export const BUILD_MINUTES = 5;

/**
 * The store repair's latest run, as owners see it: counts only. Figures are of the current pass
 * over every collection (a pass may take several daily runs on a large store).
 */
export interface DashboardStoreRepair {
  /** When the latest run ended (ISO). */
  at: string;
  /** Whether that run finished a pass over every collection. */
  passComplete: boolean;
  records: number;
  /** Index entries found out of line with their records (each shows, hides or misplaces one), and unfinished writes. */
  drift: number;
  /** Records and index partitions put right. */
  fixed: number;
  /** Blobs of garbage deleted: unlisted chunks, replaced index versions, old tombstones. */
  collected: number;
  /** Records or partitions the run could not fix (the next run tries again). */
  errors: number;
}

/** Treasurers and owners: claimed payments waiting for a match with the bank statement, and the outstanding total (rupees). */
export interface DashboardFees {
  claimedWaiting: number;
  outstanding: number;
}

export interface Dashboard {
  role: Role;
  fees?: DashboardFees;
  /** Where "this week" starts (ISO). */
  weekStart: string;
  work?: DashboardWork;
  /** Registrars and owners: look-ups paused now, newest first. */
  lockedLookups?: LockedLookup[];
  /** Registrars and owners: races whose results have stayed provisional too long, oldest first. */
  provisionalResults?: ProvisionalReminder;
  upcomingEvents: { total: number; items: DashboardEvent[] };
  /** Owners only: whether and how the public site is rebuilt after changes. */
  rebuild?: DashboardRebuild;
  /** Owners only. */
  audit?: AuditEntry[];
  /** Owners only: the latest store repair, or null before its first run. */
  storeRepair?: DashboardStoreRepair | null;
}

export const dashboardMessages = {
  heading: 'Admin home',
  intro: 'What needs doing, at a glance. Each card opens its screen.',
  loadFailed: (detail: string) => `Failed to load the dashboard. Error: ${detail}`,
  retry: 'Try again',
  workHeading: 'Work waiting',
  pendingSkaters: 'Skater profiles waiting for review',
  unreadMessages: 'Unread contact messages',
  registrationsThisWeek: 'Event registrations in the last 7 days',
  entriesThisWeek: 'Championship entries in the last 7 days',
  openRequests: "Parents' requests waiting for an answer",
  upcomingEvents: 'Events in the next 30 days',
  eventCount: (count: number) => (count === 1 ? 'event' : 'events'),
  noUpcomingEvents: 'No events in the next 30 days.',
  rebuildHeading: 'Publishing',
  rebuildOn: (minutes: number) =>
    `Publishing: changes appear on the site at once; the prerendered pages refresh within ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  rebuildNotConfigured: "Automatic rebuilds are off: ask the site's owner.",
  rebuildNever: 'No change has asked for a rebuild yet.',
  rebuildRequested: (when: string) => `Requested ${when}.`,
  rebuildWaiting: 'The build hook has not been called yet.',
  hookAccepted: (when: string, status: number) => `The build hook accepted it ${when} (HTTP ${status}).`,
  hookRefused: (when: string, status: number) => `The build hook refused it ${when} (HTTP ${status}).`,
  hookUnreachable: (when: string) => `The build hook could not be reached ${when}.`,
  lockedHeading: 'Look-ups paused after wrong dates of birth',
  lockedIntro:
    'Someone tried several wrong dates of birth for these registrations, so the status, renewal and entry forms refuse them for a day. If a parent calls, check who they are before helping them.',
  lockedNone: 'None: no registration is paused.',
  lockedUnknown: 'a number or reference that no registration has',
  lockedUntil: (when: string) => `until ${when}`,
  auditHeading: 'Latest changes',
  auditEmpty: 'No entries yet.',
  auditAll: 'Open the audit log',
  storeRepairHeading: 'Store check',
  storeRepairNever: 'The daily store check has not run yet.',
  storeRepairLine: (when: string, repair: { records: number; drift: number; fixed: number; collected: number; passComplete: boolean }) =>
    `Checked ${when}: ${repair.records} records${repair.passComplete ? '' : ' so far (the check goes on tomorrow)'}, ` +
    `${repair.drift} out of line, ${repair.fixed} put right, ${repair.collected} unused files deleted.`,
  feesHeading: 'Fees',
  claimedWaiting: 'Payments claimed by parents, waiting for a match',
  outstanding: 'Outstanding in all',
  feesOpen: 'Open fees and payments',
  storeRepairErrors: (errors: number) => `${errors} could not be put right; the next check tries again.`,
} as const;
