/**
 * The side of a past event's page where the registration was: the event is over, registration
 * has closed, and the next step is the championship's results when any are public, otherwise the
 * upcoming events.
 */
import { championshipsApi } from '#lib/client/championships.ts';
import { useEffect, useState } from 'react';
import type { Messages, PageWords } from '#domain/i18n/messages.ts';
import type { commonWords } from '#domain/i18n/words-common.ts';
import type { eventsWords } from '#domain/i18n/words-events.ts';
import type { formsWords } from '#domain/i18n/words-forms.ts';
import type { KeyOf } from '#domain/i18n/catalogue.ts';
import { isNotFound } from '#lib/error-text.ts';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import { Loading } from '#components/ui/status.tsx';
import { sheetPath } from './sheet-path.ts';

/** plain: not a championship (or it could not be told); results: whether any race has public results. */
type State = { status: 'loading' } | { status: 'plain' } | { status: 'championship'; results: boolean };

/** The words an event's page hands its island: the events area, and the forms area for a championship entry's fee note. */
export type EventKey = KeyOf<typeof eventsWords> | KeyOf<typeof formsWords> | KeyOf<typeof commonWords>;
export type EventWords = PageWords<EventKey>;
export type EventMessages = Messages<EventKey>;

export default function EventOver({ eventId, date, m }: { eventId: string; date: string; m: EventMessages }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    championshipsApi.results(eventId).then(
      (sheet) => {
        if (current) setState({ status: 'championship', results: sheet.races.some((race) => race.results.length > 0) });
      },
      (error: unknown) => {
        if (!isNotFound(error)) console.error(error);
        if (current) setState({ status: 'plain' });
      },
    );
    return () => {
      current = false;
    };
  }, [eventId]);

  if (state.status === 'loading') return <Loading label={m.t('events.waiting')} />;
  const championship = state.status === 'championship';
  return (
    <section className={`${card} grid gap-3`} aria-labelledby="event-over" data-testid="event-over">
      <h2 id="event-over" className="text-xl font-bold text-brand-900">
        {m.t('events.overHeading')}
      </h2>
      <p className="text-slate-800">{championship ? m.t('events.championshipOver', { date }) : m.t('events.overNotice', { date })}</p>
      {championship && !state.results && <p className="text-slate-800">{m.t('events.resultsPending')}</p>}
      <p className="flex flex-wrap gap-3">
        {championship && state.results && (
          <a className={btnPrimary} href={m.path(sheetPath(eventId, 'results'))} data-testid="past-results-link">
            {m.t('events.seeResults')}
          </a>
        )}
        {championship && !state.results && (
          <a className={btnSecondary} href={m.path(sheetPath(eventId, 'startlists'))}>
            {m.t('events.startLists')}
          </a>
        )}
        <a className={championship && state.results ? btnSecondary : btnPrimary} href={m.path('/events#upcoming-events')}>
          {m.t('events.seeUpcoming')}
        </a>
      </p>
    </section>
  );
}
