/**
 * /events/{id}/live: the projector at the rink (docs/venue.md). Large type, dark or light, no
 * navigation: the race on now (its start list, then its results once saved), then the latest
 * official results in turn. Its state is one live answer and the two sheets at that answer's
 * version, replaced (never added to) as the day goes on, so a laptop can show it all day.
 */
import { useEffect, useMemo, useState } from 'react';
import type { EventResultsView, PublicResultRow, StartLists } from '#domain/championships/championship-views.ts';
import { placeText } from '#domain/championships/championship.ts';
import { messagesIn, type Messages } from '#domain/i18n/messages.ts';
import { latestOfficial, type LiveAnswer } from '#domain/venue/live.ts';
import { idFromPath } from '#lib/route-id.ts';
import type { LiveWords } from './NowRacing.tsx';
import { pollLive, sheetAt } from './live-poll.ts';

/** How long each screen stays up. */
export const SLIDE_MS = 10_000;

type Theme = 'dark' | 'light';
const THEME_KEY = 'projector-theme';

type Slide =
  { kind: 'start'; race: StartLists['races'][number] } | { kind: 'results'; race: EventResultsView['races'][number]; latest: boolean };

interface Sheets {
  answer: LiveAnswer;
  startLists: StartLists;
  results: EventResultsView;
}

const slidesOf = ({ answer, startLists, results }: Sheets): Slide[] => {
  const slides: Slide[] = [];
  const now = answer.now?.raceId;
  const startOf = (raceId: string) => startLists.races.find((race) => race._id === raceId);
  const resultsOf = (raceId: string) => results.races.find((race) => race._id === raceId);
  if (now) {
    const start = startOf(now);
    if (start) slides.push({ kind: 'start', race: start });
    const saved = resultsOf(now);
    if (saved && saved.results.length > 0) slides.push({ kind: 'results', race: saved, latest: false });
  }
  for (const race of latestOfficial(answer.races)) {
    const saved = resultsOf(race.raceId);
    if (saved && saved.results.length > 0) slides.push({ kind: 'results', race: saved, latest: true });
  }
  return slides;
};

type LiveMessages = Messages<keyof LiveWords['words']>;

const statusText = (m: LiveMessages, status: string | undefined) =>
  m.t(status === 'official' ? 'live.official' : status === 'corrected' ? 'live.corrected' : 'live.provisional');

function Row({ row }: { row: PublicResultRow }) {
  return (
    <li className="grid grid-cols-[5ch_1fr] gap-4 py-1">
      <span className="font-bold tabular-nums">{placeText(row)}</span>
      <span>
        {row.name} <span className="opacity-75">· {row.club}</span>
        {row.mark ? <span className="ml-3 tabular-nums opacity-90">{row.mark}</span> : null}
      </span>
    </li>
  );
}

/** `words`: the live area's words in the page's language, handed by the page. */
export default function ProjectorView({ words }: { words: LiveWords }) {
  const m = messagesIn(words);
  const [sheets, setSheets] = useState<Sheets | undefined>();
  const [turn, setTurn] = useState(0);
  const [theme, setTheme] = useState<Theme>(() => {
    const kept = localStorage.getItem(THEME_KEY);
    if (kept === 'dark' || kept === 'light') return kept;
    return matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
  });

  useEffect(() => {
    const eventId = idFromPath(location.pathname, 'events');
    const poll = pollLive(eventId, (answer, tag) => {
      Promise.all([sheetAt<StartLists>(eventId, 'startlists', tag), sheetAt<EventResultsView>(eventId, 'results', tag)]).then(
        ([startLists, results]) => setSheets({ answer, startLists, results }),
        (error: unknown) => console.error(error),
      );
    });
    const timer = setInterval(() => setTurn((current) => (current + 1) % 1_000_000), SLIDE_MS);
    return () => {
      poll.stop();
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    localStorage.setItem(THEME_KEY, theme);
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const slides = useMemo(() => (sheets ? slidesOf(sheets) : []), [sheets]);
  const slide = slides.length > 0 ? slides[turn % slides.length] : undefined;
  const colours = theme === 'dark' ? 'bg-slate-950 text-white' : 'bg-white text-slate-950';

  return (
    <div
      className={`flex min-h-screen flex-col gap-6 p-6 text-2xl sm:p-10 sm:text-4xl ${colours}`}
      data-theme={theme}
      data-testid="projector"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold sm:text-5xl">{sheets?.answer.title ?? m.t('live.title')}</h1>
          <p className="mt-2 min-h-[1.5em]" aria-live="polite" data-testid="now-racing">
            {sheets?.answer.now ? `${m.t('live.nowRacing')}: ${sheets.answer.now.name}` : sheets ? m.t('live.nothingRacing') : ''}
            {sheets?.answer.next ? ` · ${m.t('live.nextUp')}: ${sheets.answer.next.name}` : ''}
          </p>
        </div>
        <button
          type="button"
          className="rounded border-2 border-current px-3 py-1 text-base focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-orange-500"
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        >
          {theme === 'dark' ? m.t('live.light') : m.t('live.dark')}
        </button>
      </header>
      <main className="flex-1" aria-live="polite" data-testid="projector-slide">
        {slide?.kind === 'start' && (
          <section>
            <h2 className="mb-4 font-bold">
              {m.t('live.startList')}: {slide.race.name}
            </h2>
            {slide.race.entrants.length === 0 ? (
              <p>{m.t('live.noEntrants')}</p>
            ) : (
              <ol className="columns-1 gap-10 lg:columns-2">
                {slide.race.entrants.map((entrant, index) => (
                  <li key={`${entrant.name}-${index}`} className="py-1">
                    <span className="mr-4 inline-block w-[3ch] text-right tabular-nums opacity-75">{index + 1}</span>
                    {entrant.name} <span className="opacity-75">· {entrant.club}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        )}
        {slide?.kind === 'results' && (
          <section>
            <h2 className="mb-4 font-bold">
              {slide.latest ? `${m.t('live.latestOfficial')}: ` : `${m.t('live.results')}: `}
              {slide.race.name}
              <span className="ml-4 rounded border-2 border-current px-2 text-xl align-middle sm:text-2xl">
                {statusText(m, slide.race.status)}
              </span>
            </h2>
            <ol>
              {slide.race.results.map((row, index) => (
                <Row key={`${row.name}-${index}`} row={row} />
              ))}
            </ol>
          </section>
        )}
        {!slide && sheets && <p>{m.t('live.nothingRacing')}</p>}
      </main>
    </div>
  );
}
