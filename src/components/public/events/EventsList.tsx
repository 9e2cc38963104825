/**
 * /events: the 'Upcoming Events' grid, soonest first (visitors come for the next thing to enter), then past events, which stay
 * reachable, a page at a time. View Event scrolls to the top, then opens the event's page.
 */
import { eventsApi } from '#lib/client/events.ts';
import { useEffect, useState } from 'react';
import type { Event } from '#domain/events/event.schema.ts';
import { messagesIn, type Messages, type WordsOf } from '#domain/i18n/messages.ts';
import type { eventsWords } from '#domain/i18n/words-events.ts';
import type { FirstPage } from '#domain/content/public-content.schema.ts';
import { today as todayOnCalendar } from '#domain/common/dates.ts';
import { errorDetail } from '#lib/error-text.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import { useLiveList } from '#components/public/common/useLive.ts';
import { btnPrimary } from '#components/ui/styles.ts';
import { Empty, Loading } from '#components/ui/status.tsx';
import { ShowMore } from '#components/ui/ShowMore.tsx';

type EventsWords = WordsOf<typeof eventsWords>;
type EventsMessages = Messages<keyof EventsWords['words']>;

const placeholder = <div className="aspect-[16/10] w-full bg-gradient-to-br from-orange-100 to-brand-100" aria-hidden="true" />;

/**
 * `first`: the first card's image is what a phone paints largest, so it is fetched before the others
 * and alone at once; the rest load as they come near (beside it on a wide screen, that is at once too).
 */
function EventCard({ event, eager, first = false, m }: { event: Event; eager: boolean; first?: boolean; m: EventsMessages }) {
  const href = m.path(`/events/${encodeURIComponent(event._id)}`);
  return (
    <li className="flex flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200" data-event-card>
      <FallbackImage
        src={event.image}
        alt=""
        width={640}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        {...(first ? { fetchPriority: 'high' as const } : {})}
        className="aspect-[16/10] w-full object-cover"
        fallback={placeholder}
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-bold text-brand-900">{event.title}</h3>
        <p className="mt-1 text-slate-700">
          <time dateTime={event.date}>{m.date(event.date)}</time>
        </p>
        <div className="mt-auto pt-4">
          <a
            href={href}
            onClick={(click) => {
              if (click.metaKey || click.ctrlKey || click.shiftKey || click.button !== 0) return;
              click.preventDefault();
              window.scrollTo({ top: 0, behavior: 'instant' });
              window.location.assign(href);
            }}
            className={btnPrimary}
            aria-label={m.t('events.viewEventOf', { action: m.t('events.viewEvent'), title: event.title })}
          >
            {m.t('events.viewEvent')}
          </a>
        </div>
      </div>
    </li>
  );
}

export default function EventsList({ initial, today: buildDay, words }: { initial: FirstPage<Event>; today: string; words: EventsWords }) {
  const m = messagesIn(words);
  const live = useLiveList(initial, eventsApi.events);
  // The prerendered split used the build's date; the visitor's today applies once hydrated.
  const [today, setToday] = useState(buildDay);
  useEffect(() => setToday(todayOnCalendar()), []);

  // The server's order: upcoming soonest first, then past events.
  const sorted = live.data;
  const upcoming = sorted.filter((event) => event.date >= today);
  const past = sorted.filter((event) => event.date < today);

  return (
    <>
      <section aria-labelledby="upcoming-events" className="scroll-mt-24">
        <h2 id="upcoming-events" tabIndex={-1} className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {m.t('events.upcoming')}
        </h2>
        <div className="mt-6">
          {live.status === 'loading' && sorted.length === 0 && <Loading label={m.t('events.loading')} showLabel={false} />}
          {live.status === 'error' && (
            <p role="alert" className="mb-4 font-semibold text-red-800">
              {m.t('events.loadFailed', { detail: errorDetail(live.error) })}
            </p>
          )}
          {live.status === 'ready' && sorted.length === 0 && <Empty>{m.t('events.empty')}</Empty>}
          {sorted.length > 0 && upcoming.length === 0 && <Empty>{m.t('events.noneUpcoming')}</Empty>}
          {upcoming.length > 0 && (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="upcoming-events">
              {upcoming.map((event, index) => (
                <EventCard key={event._id} event={event} eager={index === 0} first={index === 0} m={m} />
              ))}
            </ul>
          )}
        </div>
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past-events" className="mt-12">
          <h2 id="past-events" className="text-2xl font-bold text-brand-900">
            {m.t('events.past')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="past-events">
            {past.map((event) => (
              <EventCard key={event._id} event={event} eager={false} m={m} />
            ))}
          </ul>
        </section>
      )}
      <ShowMore
        shown={sorted.length}
        total={live.total}
        loading={live.loadingMore}
        onMore={live.more}
        label={m.t('events.more')}
        messages={m}
      />
    </>
  );
}
