/**
 * /admin/championships/setup: a registrar's one path through a new championship, in three steps
 * that link to each other: the event and its rules (one request makes both), its races (the race
 * builder), its entry fees; then where the championship goes on from. The event and the step are
 * kept in the address, so a reload or a shared link opens the same step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicChampionship } from '#domain/championships/championship-views.ts';
import { SETUP_STEPS, setupTexts as texts, type SetupStep } from '#domain/championships/setup-texts.ts';
import type { Event } from '#domain/events/event.schema.ts';
import { api } from '#lib/client/index.ts';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { card } from '#components/ui/styles.ts';
import RacesPanel from '#components/admin/championships/RacesPanel.tsx';
import RulesForm from '#components/admin/championships/RulesForm.tsx';
import EntryFeesStep from './EntryFeesStep.tsx';
import EventDetailsForm from './EventDetailsForm.tsx';
import NewChampionshipForm from './NewChampionshipForm.tsx';
import SetupSteps, { setupHref, StepLinks } from './SetupSteps.tsx';

interface Place {
  eventId: string;
  step: SetupStep;
}

const fromAddress = (): Place => {
  const query = new URLSearchParams(window.location.search);
  const step = query.get('step') as SetupStep | null;
  const eventId = query.get('event') ?? '';
  return { eventId, step: eventId && step && SETUP_STEPS.includes(step) ? step : 'event' };
};

type Loaded =
  { status: 'none' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; event: Event; championship: PublicChampionship };

function ChampionshipSetupScreen() {
  const [place, setPlace] = useState<Place>(fromAddress);
  const [loaded, setLoaded] = useState<Loaded>({ status: place.eventId ? 'loading' : 'none' });
  const [feesSaved, setFeesSaved] = useState(false);
  const { notice, show, clear } = useNotice();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback((eventId: string) => {
    if (!eventId) return setLoaded({ status: 'none' });
    Promise.all([api.event(eventId), api.championship(eventId)]).then(
      ([event, championship]) => setLoaded({ status: 'ready', event, championship }),
      (error: unknown) => {
        console.error(error);
        setLoaded({ status: 'error' });
      },
    );
  }, []);
  useEffect(() => load(place.eventId), [load, place.eventId]);

  /** Moves to a step: the address follows, and the focus goes to the step's heading. */
  const go = (next: Place, message?: string) => {
    clear();
    if (message) show('success', message);
    setFeesSaved(false);
    setPlace(next);
    window.history.replaceState(null, '', setupHref(next.eventId, next.step));
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const goStep = (step: SetupStep) => go({ eventId: place.eventId, step });

  const { eventId, step } = place;
  const ready = loaded.status === 'ready' ? loaded : undefined;
  return (
    <>
      <ScreenTitle title={texts.title}>{texts.intro}</ScreenTitle>
      <SetupSteps current={step} eventId={eventId} onGo={goStep} />
      <h2 ref={headingRef} tabIndex={-1} className="mb-1 text-xl font-bold text-brand-900 focus:outline-none">
        {texts.steps[step]}
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        {texts.stepOf(step)}
        {ready ? ` · ${texts.eventOn(ready.event.title, ready.event.date)}` : ''}
      </p>
      <NoticeView notice={notice} onDismiss={clear} />
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'error' && <ErrorMessage>{texts.loadFailed}</ErrorMessage>}
      {step === 'event' && loaded.status === 'none' && (
        <NewChampionshipForm
          onCreated={(answer) => {
            setLoaded({ status: 'ready', event: answer.event, championship: answer.championship });
            go({ eventId: answer.event._id, step: 'races' }, answer.message);
          }}
        />
      )}
      {ready && step === 'event' && (
        <div className="grid gap-6">
          <EventDetailsForm
            key={`${ready.event.title}|${ready.event.date}|${ready.event.location}|${ready.event.description}`}
            event={ready.event}
            onSaved={(event) => {
              setLoaded({ ...ready, event });
              show('success', texts.eventSaved);
            }}
          />
          <section className={card} aria-label={texts.rulesHeading}>
            <h3 className="mb-4 text-lg font-bold text-brand-900">{texts.rulesHeading}</h3>
            <RulesForm
              eventId={eventId}
              championship={ready.championship}
              onSaved={(message) => {
                show('success', message);
                load(eventId);
              }}
            />
          </section>
          <StepLinks eventId={eventId} step="event" onGo={goStep} />
        </div>
      )}
      {ready && step === 'races' && (
        <>
          <p className="mb-4 text-slate-700">{texts.racesIntro(ready.championship.races.length)}</p>
          <RacesPanel
            eventId={eventId}
            championship={ready.championship}
            onChanged={() => {
              // The panel says what changed; the step's own notice ("set up") has been read.
              clear();
              load(eventId);
            }}
          />
          <StepLinks eventId={eventId} step="races" onGo={goStep} />
        </>
      )}
      {ready && step === 'fees' && (
        <>
          <EntryFeesStep eventId={eventId} onSaved={() => setFeesSaved(true)} />
          {feesSaved && (
            <section className={`${card} mt-6`} aria-labelledby="setup-done" data-testid="setup-done">
              <h3 id="setup-done" className="text-lg font-bold text-brand-900">
                {texts.doneHeading}
              </h3>
              <p className="mt-2 text-slate-800">{texts.done(ready.championship.entriesClose)}</p>
              <ul className="mt-3 grid gap-2">
                <li>
                  <a className="font-semibold text-brand-800 underline hover:no-underline" href={`/admin/championships?event=${eventId}`}>
                    {texts.openChampionship}
                  </a>
                </li>
                <li>
                  <a className="font-semibold text-brand-800 underline hover:no-underline" href={`/events/${eventId}`}>
                    {texts.publicPage}
                  </a>
                </li>
              </ul>
            </section>
          )}
          <StepLinks eventId={eventId} step="fees" onGo={goStep} />
        </>
      )}
    </>
  );
}

export default adminOnly(ChampionshipSetupScreen);
