/**
 * The cards of the admin home: a figure that links to its screen, the upcoming events, the last
 * rebuild, the latest changes, the look-ups paused after wrong dates of birth.
 */
import type { ReactNode } from 'react';
import { auditLine } from '#domain/committee/audit.ts';
import type { AuditEntry } from '#domain/committee/audit.schema.ts';
import {
  dashboardMessages as texts,
  type Dashboard,
  type DashboardRebuild,
  type DashboardStoreRepair,
  type LockedLookup,
} from '#domain/committee/dashboard.ts';
import { formatDate, formatDateTime } from '#domain/common/dates.ts';
import { card } from '#components/ui/styles.ts';

const when = formatDateTime;
const linkClass =
  'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/** One figure; the whole card is its link, named by the figure and its label ("3 Unread contact messages"). */
export function FigureCard({ figure, value, label, href }: { figure: string; value: number | string; label: string; href: string }) {
  return (
    <li>
      <a
        href={href}
        data-figure={figure}
        className={`${card} flex h-full flex-col gap-1 hover:ring-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600`}
      >
        <span className="text-4xl font-bold text-brand-900" data-figure-value>
          {value}
        </span>
        <span className="text-slate-800">{label}</span>
      </a>
    </li>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function EventsCard({ events }: { events: Dashboard['upcomingEvents'] }) {
  return (
    <Section id="dashboard-events" title={texts.upcomingEvents}>
      <p className="mb-3">
        <a href="/admin/events" className={linkClass} data-figure="upcoming-events">
          <span data-figure-value>{events.total}</span> {texts.eventCount(events.total)}
        </a>
      </p>
      {events.items.length === 0 ? (
        <p className="text-slate-700">{texts.noUpcomingEvents}</p>
      ) : (
        <ul className="space-y-2">
          {events.items.map((event) => (
            <li key={event._id}>
              <a href={`/events/${event._id}`} className={linkClass}>
                {event.title}
              </a>
              <span className="block text-sm text-slate-700">
                {formatDate(event.date)}
                {event.location && ` · ${event.location}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const hookLine = (hook: NonNullable<DashboardRebuild['hook']>) => {
  if (hook.status === 0) return texts.hookUnreachable(when(hook.at));
  return hook.ok ? texts.hookAccepted(when(hook.at), hook.status) : texts.hookRefused(when(hook.at), hook.status);
};

/**
 * How the site is published, for owners: a neutral note (changes show at once, the prerendered
 * pages follow within minutes, or rebuilds are off), then the last rebuild; only a hook that
 * refused or could not be reached stands out, as the owner can put that right.
 */
export function RebuildCard({ rebuild }: { rebuild: DashboardRebuild }) {
  const lines: { text: string; problem?: boolean }[] = [];
  lines.push({
    text: rebuild.configured && rebuild.refreshMinutes !== undefined ? texts.rebuildOn(rebuild.refreshMinutes) : texts.rebuildNotConfigured,
  });
  if (rebuild.configured) {
    if (rebuild.requestedAt === undefined) lines.push({ text: texts.rebuildNever });
    else lines.push({ text: texts.rebuildRequested(when(rebuild.requestedAt)) });
    if (rebuild.hook) lines.push({ text: hookLine(rebuild.hook), problem: !rebuild.hook.ok });
    else if (rebuild.requestedAt !== undefined) lines.push({ text: texts.rebuildWaiting });
  }
  return (
    <Section id="dashboard-rebuild" title={texts.rebuildHeading}>
      <div className="space-y-1" data-rebuild>
        {lines.map((line) => (
          <p key={line.text} className={line.problem ? 'font-semibold text-amber-900' : 'text-slate-800'}>
            {line.text}
          </p>
        ))}
      </div>
    </Section>
  );
}

export function AuditCard({ entries }: { entries: AuditEntry[] }) {
  return (
    <Section id="dashboard-audit" title={texts.auditHeading}>
      {entries.length === 0 ? (
        <p className="text-slate-700">{texts.auditEmpty}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <li key={entry._id} className="py-2" data-audit-entry>
              {auditLine(entry)}
              <span className="block text-sm text-slate-700">{when(entry.at)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <a href="/admin/audit" className={linkClass}>
          {texts.auditAll}
        </a>
      </p>
    </Section>
  );
}

/** The latest store repair in one line (owners): what it checked, found, fixed and deleted. */
export function StoreRepairCard({ repair }: { repair: DashboardStoreRepair | null }) {
  const problem = repair !== null && (repair.errors > 0 || repair.drift > repair.fixed);
  return (
    <Section id="dashboard-store" title={texts.storeRepairHeading}>
      <div className="space-y-1" data-store-repair>
        <p className={problem ? 'font-semibold text-red-800' : 'text-slate-800'}>
          {repair ? texts.storeRepairLine(when(repair.at), repair) : texts.storeRepairNever}
        </p>
        {repair && repair.errors > 0 && <p className="font-semibold text-red-800">{texts.storeRepairErrors(repair.errors)}</p>}
      </div>
    </Section>
  );
}

export function LockedLookupsCard({ locks }: { locks: LockedLookup[] }) {
  return (
    <Section id="dashboard-locked" title={texts.lockedHeading}>
      <p className="mb-3 text-slate-800">
        <span className="text-2xl font-bold text-brand-900" data-figure="locked-lookups" data-figure-value>
          {locks.length}
        </span>{' '}
        {texts.lockedIntro}
      </p>
      {locks.length === 0 ? (
        <p className="text-slate-700">{texts.lockedNone}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {locks.map((lock) => (
            <li key={`${lock.registrationNo ?? ''}${lock.until}`} className="py-2" data-locked-lookup>
              <span className="font-semibold">{lock.registrationNo ?? texts.lockedUnknown}</span>
              {lock.name && ` · ${lock.name}`}
              <span className="block text-sm text-slate-700">{texts.lockedUntil(when(lock.until))}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
