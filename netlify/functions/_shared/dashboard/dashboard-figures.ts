/**
 * The dashboard's figures, each read from an index in a fixed number of store round-trips
 * whatever the collection's size: a count is an index head's total, "since a moment" is that
 * total less the rank of the moment (the head and at most one chunk), and a few items are one page.
 */
import {
  DASHBOARD_AUDIT_SHOWN,
  DASHBOARD_UPCOMING_DAYS,
  DASHBOARD_UPCOMING_SHOWN,
  type DashboardEvent,
  type DashboardStoreRepair,
  type DashboardWork,
} from '#domain/committee/dashboard.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import { zonedDay } from '#config/time-zone.ts';
import { auditLog } from '#shared/collections/audit.ts';
import { entries } from '#shared/collections/championships.ts';
import { events, registrations } from '#shared/collections/events.ts';
import { dataRequests, OPEN_REQUESTS } from '#shared/collections/family.ts';
import { contactMessages, UNREAD } from '#shared/collections/messages.ts';
import { skaters, ADMIN_SKATER_LIST, AFTER_PENDING_KEY } from '#shared/collections/registry.ts';
import { readRepairReport } from '#shared/store/index.ts';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => zonedDay(new Date(ms));

/** Entries of a creation-time index made at or after `since` (ISO): its total less those before. */
const madeSince = async (
  store: { count(index: 'newest'): Promise<number>; rank(index: 'newest', key: string): Promise<number> },
  since: string,
) => {
  const [total, before] = await Promise.all([store.count('newest'), store.rank('newest', since)]);
  return total - before;
};

export const peoplesWork = async (weekStart: string): Promise<DashboardWork> => {
  const [pendingSkaters, unreadMessages, registrationsThisWeek, entriesThisWeek, openRequests] = await Promise.all([
    // Pending profiles lead the admin index, so their count is the rank of the first other key.
    skaters().rank('adminByName', AFTER_PENDING_KEY, ADMIN_SKATER_LIST),
    contactMessages().count('unread', UNREAD),
    madeSince(registrations(), weekStart),
    madeSince(entries(), weekStart),
    dataRequests().count('open', OPEN_REQUESTS),
  ]);
  return { pendingSkaters, unreadMessages, registrationsThisWeek, entriesThisWeek, openRequests };
};

/** Events dated today up to the window's last day (dates are YYYY-MM-DD, compared as text), soonest first. */
export const upcomingEvents = async (now: number): Promise<{ total: number; items: DashboardEvent[] }> => {
  const store = events();
  const [before, beyond] = await Promise.all([
    store.rank('byDate', dayOf(now)),
    store.rank('byDate', dayOf(now + (DASHBOARD_UPCOMING_DAYS + 1) * DAY_MS)),
  ]);
  const total = beyond - before;
  if (total === 0) return { total, items: [] };
  const { items } = await store.page('byDate', { offset: before, limit: Math.min(total, DASHBOARD_UPCOMING_SHOWN) });
  return { total, items: items.map(({ _id, title, date, location }) => ({ _id, title, date, location })) };
};

export const latestAudit = async (): Promise<AuditEntry[]> =>
  (await auditLog().page('newest', { reverse: true, limit: DASHBOARD_AUDIT_SHOWN })).items;

/** The store repair's latest report, in counts: one read. */
export const storeRepair = async (): Promise<DashboardStoreRepair | null> => {
  const report = await readRepairReport();
  if (!report) return null;
  const { pass } = report;
  return {
    at: report.at,
    passComplete: pass.complete,
    records: pass.records,
    drift: pass.drift,
    fixed: pass.fixedRecords + pass.fixedPartitions,
    collected: pass.collectedChunks + pass.collectedTombstones + pass.collectedIndexKeys,
    errors: pass.errors,
  };
};
