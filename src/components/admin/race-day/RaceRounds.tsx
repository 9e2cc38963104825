/**
 * One race for the race director: each round in order. The first is seeded from the entries (and
 * drawn again while it has no results); each seeded round shows its heat sheets and heats, whose
 * results are typed or imported and marked official; then who goes through, confirmed into the
 * next round.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Event } from '#domain/events/event.schema.ts';
import { formatText, raceDayAdminTexts as texts } from '#domain/race-day/race-day-admin-texts.ts';
import type { AdminRaceView, AdminRound } from '#domain/race-day/race-day-views.ts';
import { roundsPagePath } from '#domain/race-day/public-rounds.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { TextField } from '#components/admin/kit/fields.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import HeatPanel from './HeatPanel.tsx';
import QualifiersPanel from './QualifiersPanel.tsx';
import { link, subheading } from './race-day-styles.ts';

type State = { status: 'loading' } | { status: 'ready'; race: AdminRaceView } | { status: 'error'; text: string };

export const roundAnchor = (round: number) => `race-day-round-${round}`;

export default function RaceRounds({ event, raceId, onBack }: { event: Event; raceId: string; onBack: () => void }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const { notice, show, clear } = useNotice();
  const noticeBox = useRef<HTMLDivElement>(null);

  const load = useCallback(() => {
    api.raceDayRace(event._id, raceId).then(
      (race) => setState({ status: 'ready', race }),
      (error: unknown) => setState({ status: 'error', text: failureText(error, { failed: texts.raceFailed }) }),
    );
  }, [event._id, raceId]);

  useEffect(load, [load]);

  const back = (
    <button type="button" className={btnSecondary} onClick={onBack}>
      {texts.backToGrid}
    </button>
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error')
    return (
      <div className="grid justify-items-start gap-4">
        <ErrorMessage>{state.text}</ErrorMessage>
        {back}
      </div>
    );

  const { race } = state;
  const done = (message: string, nextStep?: { href: string; label: string }, more?: ReactNode) => {
    show(
      'success',
      message,
      nextStep || more ? (
        <>
          {more}
          {nextStep && (
            <a className={link} href={nextStep.href}>
              {nextStep.label}
            </a>
          )}
        </>
      ) : undefined,
    );
    load();
    // The notice stands above the rounds: brought into view, with its next step.
    requestAnimationFrame(() => noticeBox.current?.scrollIntoView({ block: 'nearest' }));
  };
  const failed = (text: string) => {
    show('error', text);
    requestAnimationFrame(() => noticeBox.current?.scrollIntoView({ block: 'nearest' }));
  };

  return (
    <div className="grid gap-6">
      <div className="grid justify-items-start gap-2">
        {back}
        <h2 className="text-xl font-bold text-brand-900">{race.race.name}</h2>
        <p className="text-slate-700">
          {formatText(race.setup)} · {texts.eventNumber(race.eventNumber)}
        </p>
      </div>
      <div ref={noticeBox} className="scroll-mt-4">
        <NoticeView notice={notice} onDismiss={clear} />
      </div>
      {race.rounds.map((round, index) => (
        <RoundSection
          key={round.number}
          eventId={event._id}
          raceId={raceId}
          round={round}
          previous={race.rounds[index - 1]}
          next={race.rounds[index + 1]}
          onDone={done}
          onFailed={failed}
          onClear={clear}
        />
      ))}
      <p>
        <a className={link} href={roundsPagePath(event._id, raceId)}>
          {texts.resultsLink}
        </a>
      </p>
    </div>
  );
}

interface RoundProps {
  eventId: string;
  raceId: string;
  round: AdminRound;
  previous: AdminRound | undefined;
  next: AdminRound | undefined;
  onDone: (message: string, nextStep?: { href: string; label: string }, more?: ReactNode) => void;
  onFailed: (text: string) => void;
  onClear: () => void;
}

function RoundSection({ eventId, raceId, round, previous, next, onDone, onFailed, onClear }: RoundProps) {
  const id = useId();
  const [draw, setDraw] = useState('');
  const [busy, setBusy] = useState(false);
  const heats = round.heats;
  const hasResults = (heats ?? []).some((heat) => heat.rows.length > 0);
  const sheets = api.heatSheetsUrl(eventId, raceId, round.number);

  const seed = async () => {
    setBusy(true);
    onClear();
    try {
      const answer = await api.seedRound(eventId, raceId, draw.trim() === '' ? undefined : Number(draw));
      onDone(answer.message, { href: sheets, label: texts.nextHeatSheets });
    } catch (error) {
      onFailed(failureText(error, { failed: texts.seedFailed }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section id={roundAnchor(round.number)} className={`${card} grid gap-4`} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h3 id={`${id}-heading`} className={subheading}>
        {texts.roundHeading(round.plan)}
      </h3>
      {heats === undefined ? (
        round.number === 1 ? (
          <SeedForm
            id={id}
            draw={draw}
            setDraw={setDraw}
            busy={busy}
            label={texts.seed}
            onSeed={() => void seed()}
            intro={texts.notSeeded}
          />
        ) : (
          <p className="text-slate-700">{texts.seededLater(previous?.kind ?? 'heats')}</p>
        )
      ) : (
        <>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-700">
            {round.seed !== undefined && <span>{texts.drawnWith(round.seed)}</span>}
            <a className={link} href={sheets} target="_blank" rel="noopener">
              {texts.heatSheets}
            </a>
          </p>
          {round.number === 1 && !hasResults && (
            <SeedForm id={id} draw={draw} setDraw={setDraw} busy={busy} label={texts.seedAgain} onSeed={() => void seed()} />
          )}
          {heats.map((heat) => (
            <HeatPanel
              key={`${heat.number}-${heat.version}`}
              at={{ eventId, raceId, round: round.number, heat: heat.number }}
              heat={heat}
              of={heats.length}
              nextStep={{ href: `#${roundAnchor(round.number)}-qualifiers`, label: next ? texts.nextQualifiers : texts.nextOfficial }}
              onDone={onDone}
              onFailed={onFailed}
              onClear={onClear}
            />
          ))}
          {next ? (
            <QualifiersPanel
              id={`${roundAnchor(round.number)}-qualifiers`}
              eventId={eventId}
              raceId={raceId}
              round={round}
              next={next}
              nextHref={`#${roundAnchor(next.number)}`}
              onDone={onDone}
              onFailed={onFailed}
              onClear={onClear}
            />
          ) : (
            <p id={`${roundAnchor(round.number)}-qualifiers`} className="text-slate-700">
              {texts.lastRound}
            </p>
          )}
        </>
      )}
    </section>
  );
}

function SeedForm({
  id,
  draw,
  setDraw,
  busy,
  label,
  intro,
  onSeed,
}: {
  id: string;
  draw: string;
  setDraw: (value: string) => void;
  busy: boolean;
  label: string;
  intro?: string;
  onSeed: () => void;
}) {
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSeed();
      }}
    >
      {intro && <p className="text-slate-700">{intro}</p>}
      <div className="max-w-xs">
        <TextField id={`${id}-draw`} label={texts.drawNumber} value={draw} inputMode="numeric" onChange={setDraw} />
      </div>
      <div>
        <button type="submit" className={btnPrimary} disabled={busy}>
          {label}
        </button>
      </div>
    </form>
  );
}
