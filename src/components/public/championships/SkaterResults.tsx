/**
 * A skater's championship results on the public profiles page, behind a "Results" button so the
 * list asks for nothing until a visitor wants them (GET /api/skaterprofiles/{id}/results).
 */
import { registryApi } from '#lib/client/registry.ts';
import { useId, useState } from 'react';
import { resultText } from '#domain/championships/championship-texts.ts';
import type { SkaterResult } from '#domain/championships/championship-views.ts';
import type { SheetMessages } from './sheet-messages.ts';

type State = { status: 'closed' } | { status: 'loading' } | { status: 'ready'; results: SkaterResult[] } | { status: 'error' };

function ResultList({ state, name, m }: { state: State; name: string; m: SheetMessages }) {
  if (state.status === 'loading') return <p className="text-sm text-slate-700">{m.t('sheet.loading')}</p>;
  if (state.status === 'error') return <p className="text-sm font-medium text-red-700">{m.t('sheet.profileResultsFailed')}</p>;
  if (state.status !== 'ready') return null;
  if (state.results.length === 0) return <p className="text-sm text-slate-700">{m.t('sheet.profileResultsEmpty')}</p>;
  return (
    <ul className="grid gap-1 text-sm text-slate-800" aria-label={m.t('sheet.resultsOf', { name })}>
      {state.results.map((result, index) => (
        <li key={`${result.eventId}-${result.race}-${index}`}>
          <a className="font-semibold text-brand-800 underline" href={m.path(`/events/${encodeURIComponent(result.eventId)}/results`)}>
            {result.eventTitle}
          </a>{' '}
          (<time dateTime={result.eventDate}>{m.date(result.eventDate)}</time>): {result.race}: <strong>{resultText(result)}</strong>
          {result.status !== 'official' && <span className="text-slate-700"> ({m.t(`sheet.status.${result.status}`)})</span>}
        </li>
      ))}
    </ul>
  );
}

/** The button and, once opened, the results, in the words of `m` (the sheets' area in the page's language). */
export function useSkaterResults(skaterId: string, name: string, m: SheetMessages) {
  const id = useId();
  const [state, setState] = useState<State>({ status: 'closed' });
  const open = state.status !== 'closed';
  const toggle = () => {
    if (open) return setState({ status: 'closed' });
    setState({ status: 'loading' });
    registryApi.skaterResults(skaterId).then(
      ({ results }) => setState({ status: 'ready', results }),
      (error: unknown) => {
        console.error(error);
        setState({ status: 'error' });
      },
    );
  };
  const button = (
    <button
      type="button"
      className="mt-1 text-sm font-semibold text-brand-800 underline"
      aria-expanded={open}
      aria-controls={`${id}-results`}
      aria-label={`${m.t('sheet.showResults')}: ${name}`}
      onClick={toggle}
      data-results-toggle
    >
      {m.t('sheet.showResults')}
    </button>
  );
  const panel = (
    <div id={`${id}-results`} hidden={!open} data-results-panel>
      <ResultList state={state} name={name} m={m} />
    </div>
  );
  return { open, button, panel };
}
