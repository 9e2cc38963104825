/**
 * /events/{id}: image, title, description and location with their fallbacks, the date in long US
 * format and the registration form (or, for a championship, the entry form). Prerendered pages start with the event
 * as built and refresh it; the fallback page (events newer than the build) loads it by id.
 * Whether the event is over is decided on the association's calendar when the page was built and
 * again when it is viewed, since a page built before the event's day is still served after it.
 */
import { eventsApi } from '#lib/client/events.ts';
import { useEffect, useState } from 'react';
import type { Event } from '#domain/events/event.schema.ts';
import { isPastEvent } from '#domain/events/event.ts';
import { today } from '#domain/common/dates.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import { FallbackImage } from '#components/ui/FallbackImage.tsx';
import EventSignup from './EventSignup.tsx';
import EventOver, { type EventWords } from './EventOver.tsx';
import { Empty } from '#components/ui/status.tsx';
import { RecordPending, usePageRecord } from '#components/ui/usePageRecord.tsx';

/** `builtOn`: the day the page was prerendered (YYYY-MM-DD); the visitor's view replaces it with today. */
export default function EventDetail({ initial, builtOn, words }: { initial?: Event; builtOn?: string; words: EventWords }) {
  const m = messagesIn(words);
  const state = usePageRecord(initial, 'events', eventsApi.event, (event) => event.title);
  const [day, setDay] = useState(() => builtOn ?? today());

  useEffect(() => setDay(today()), []);

  if (state.status !== 'ready') {
    return (
      <RecordPending
        state={state}
        heading={m.t('events.details')}
        loading={m.t('events.loadingDetails')}
        missing={<Empty>{m.t('events.detailEmpty')}</Empty>}
        failed={m.t('events.detailFailed')}
      />
    );
  }

  const event = state.record;
  const over = isPastEvent(event.date, day);
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <article className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase" data-testid="event-eyebrow">
          {over ? m.t('events.over') : m.t('events.joinUs')}
        </p>
        <h1 className="mt-1 text-3xl font-bold break-words text-brand-900 sm:text-4xl" data-testid="event-title">
          {event.title}
        </h1>
        <p className="mt-2 text-lg font-semibold text-slate-800">
          <time dateTime={event.date}>{m.date(event.date)}</time>
        </p>
        <FallbackImage
          src={event.image}
          alt={event.title}
          width={960}
          height={600}
          loading="eager"
          fetchPriority="high"
          className="mt-6 aspect-[16/10] w-full rounded-lg object-cover shadow-sm"
          fallback={null}
        />
        <h2 className="mt-6 text-xl font-bold text-brand-900">{m.t('events.about')}</h2>
        <p className="mt-2 whitespace-pre-line text-slate-800" data-testid="event-description">
          {event.description.trim() || m.t('events.noDescription')}
        </p>
        <h2 className="mt-6 text-xl font-bold text-brand-900">{m.t('events.location')}</h2>
        <p className="mt-2 text-slate-800" data-testid="event-location">
          {event.location.trim() || m.t('events.noLocation')}
        </p>
      </article>
      {/* The home page's "Enter skaters" leads here (#enter). */}
      <div id="enter" className="min-w-0 scroll-mt-24">
        {over ? (
          <EventOver eventId={event._id} date={m.date(event.date)} m={m} />
        ) : (
          <EventSignup eventId={event._id} eventTitle={event.title} m={m} />
        )}
      </div>
    </div>
  );
}
