/**
 * The signing-up side of an event's page: a championship takes entries from registered skaters
 * (while entries are open) and links its start lists and results; any other event keeps the plain
 * visitor registration.
 */
import { championshipsApi } from '#lib/client/championships.ts';
import { useCallback, useEffect, useState } from 'react';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import { isNotFound } from '#lib/error-text.ts';
import RegistrationForm from './RegistrationForm.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary, messageClass } from '#components/ui/styles.ts';
import EntryLinkForm from '#components/public/championships/EntryLinkForm.tsx';
import { sheetPath } from './sheet-path.ts';
import type { EventMessages } from './EventOver.tsx';

type State =
  { status: 'loading' } | { status: 'plain' } | { status: 'championship'; championship: PublicChampionship } | { status: 'error' };

export default function EventSignup({ eventId, eventTitle, m }: { eventId: string; eventTitle: string; m: EventMessages }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    championshipsApi.championship(eventId).then(
      (championship) => setState({ status: 'championship', championship }),
      (error: unknown) => {
        if (isNotFound(error)) return setState({ status: 'plain' });
        console.error(error);
        setState({ status: 'error' });
      },
    );
  }, [eventId]);

  useEffect(load, [load]);

  if (state.status === 'loading') return <Loading label={m.t('events.waiting')} />;
  if (state.status === 'plain') return <RegistrationForm eventId={eventId} eventTitle={eventTitle} m={m} />;
  if (state.status === 'error') {
    return (
      <div>
        <ErrorMessage>{m.t('events.championshipFailed')}</ErrorMessage>
        <button type="button" className={`${btnSecondary} mt-3`} onClick={load}>
          {m.t('events.retry')}
        </button>
      </div>
    );
  }
  const { championship } = state;
  return (
    <div className="grid gap-4">
      {championship.open ? (
        <EntryLinkForm championship={championship} m={m} />
      ) : (
        <p className={messageClass.warning} data-testid="entries-closed">
          {m.t('events.closedNotice')}
        </p>
      )}
      <nav aria-label={m.t('events.sheetsNav')} className="flex flex-wrap gap-3">
        <a className={btnSecondary} href={m.path(sheetPath(eventId, 'startlists'))}>
          {m.t('events.startLists')}
        </a>
        <a className={btnSecondary} href={m.path(sheetPath(eventId, 'results'))}>
          {m.t('events.results')}
        </a>
      </nav>
    </div>
  );
}
