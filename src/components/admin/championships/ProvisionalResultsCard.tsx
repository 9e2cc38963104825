/**
 * The dashboard's card of races whose results have stayed provisional too long: each opens the
 * championship's results grid, where they are marked official.
 */
import { provisionalReminderTexts as texts, type ProvisionalReminder } from '#domain/championships/result-status.ts';
import { formatDateTime } from '#domain/common/dates.ts';
import { card } from '#components/ui/styles.ts';

const linkClass =
  'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

const gridOf = (eventId: string) => `/admin/championships?${new URLSearchParams({ event: eventId, section: 'results' }).toString()}`;

export default function ProvisionalResultsCard({ reminder }: { reminder: ProvisionalReminder }) {
  const more = reminder.total - reminder.items.length;
  return (
    <section aria-labelledby="dashboard-provisional" className={card}>
      <h2 id="dashboard-provisional" className="mb-3 text-lg font-bold text-brand-900">
        {texts.heading}
      </h2>
      <p className="mb-3 text-slate-800">
        <span className="text-2xl font-bold text-brand-900" data-figure="provisional-results" data-figure-value>
          {reminder.total}
        </span>{' '}
        {texts.intro}
      </p>
      {reminder.total === 0 ? (
        <p className="text-slate-700">{texts.none}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {reminder.items.map((item) => (
            <li key={`${item.eventId}|${item.raceId}`} className="py-2" data-provisional-race>
              <a className={linkClass} href={gridOf(item.eventId)}>
                {item.race || item.raceId}
              </a>
              <span className="block text-sm text-slate-700">
                {item.eventTitle} · {texts.since(formatDateTime(item.since))}
              </span>
            </li>
          ))}
          {more > 0 && <li className="py-2 text-sm text-slate-700">{texts.more(more)}</li>}
        </ul>
      )}
    </section>
  );
}
