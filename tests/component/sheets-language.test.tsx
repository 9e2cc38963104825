/**
 * A championship's start lists and results sheets, and a skater's results on the profiles page,
 * speak the page's language: on a Tamil page the catalogue's words and none of the English texts
 * the components once carried; in English they read as the championship's texts always did.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import ChampionshipSheet from '../../src/components/public/championships/ChampionshipSheet';
import { useSkaterResults } from '../../src/components/public/championships/SkaterResults';
import { championshipTexts } from '../../src/domain/championships/championship-texts';
import { MEDAL_NAMES } from '../../src/domain/championships/championship';
import type { EventResultsView, StartLists } from '../../src/domain/championships/championship-views';
import type { Event } from '../../src/domain/events/event.schema';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate';
import { clubPointsWords } from '../../src/domain/i18n/words-club-points';
import { liveWords } from '../../src/domain/i18n/words-live';
import { sheetsWords } from '../../src/domain/i18n/words-sheets';
import { messagesIn } from '../../src/domain/i18n/messages';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const EVENT = 'e1e2e3e4e5e6e1e2e3e4e5e6';
const event = { _id: EVENT, title: 'District Championship', date: '2026-02-26', location: 'Anandpur' } as unknown as Event;
const race = { discipline: 'Speed', ageCategory: 'Under 12', gender: 'Female' };
const START: StartLists = {
  eventId: EVENT,
  races: [
    { _id: 'r1', name: '500 m rink', ...race, entrants: [{ number: 1, name: 'Anya', club: 'Aurora' }] },
    { _id: 'r2', name: '1000 m rink', ...race, entrants: [] },
  ] as unknown as StartLists['races'],
};
const RESULTS: EventResultsView = {
  eventId: EVENT,
  races: [
    {
      _id: 'r1',
      name: '500 m rink',
      ...race,
      status: 'provisional',
      results: [
        { position: 1, name: 'Anya', club: 'Aurora' },
        { outcome: 'DNF', name: 'Bela', club: 'Aurora' },
      ],
    },
    { _id: 'r2', name: '1000 m rink', ...race, status: 'official', results: [] },
  ] as unknown as EventResultsView['races'],
  medals: [{ club: 'Aurora', gold: 1, silver: 0, bronze: 0 }],
};

const sheet = (lang: 'en' | 'ta', kind: 'startlists' | 'results') => {
  at(`${lang === 'ta' ? '/ta' : ''}/events/${EVENT}/${kind}`);
  fakeApi({
    [`GET /api/events/${EVENT}/startlists`]: json(START),
    [`GET /api/events/${EVENT}/results`]: json(RESULTS),
    [`GET /api/events/${EVENT}`]: json(event),
  });
  const data = kind === 'results' ? { kind, sheet: RESULTS } : { kind, sheet: START };
  return render(
    <ChampionshipSheet
      kind={kind}
      initial={{ event, data } as Parameters<typeof ChampionshipSheet>[0]['initial'] & object}
      pointsWords={islandWords(lang, clubPointsWords)}
      liveWords={islandWords(lang, liveWords)}
      words={islandWords(lang, sheetsWords)}
    />,
  );
};

/** English texts of the sheets (two words or more) that a Tamil sheet must not show. */
const english = [
  championshipTexts.startListsTitle(event.title),
  championshipTexts.resultsTitle(event.title),
  championshipTexts.backToEvent,
  championshipTexts.findSkater,
  championshipTexts.findSkaterHint,
  championshipTexts.jumpTo,
  championshipTexts.medalTable,
  championshipTexts.columns.skater,
  championshipTexts.columns.mark,
  championshipTexts.provisionalSummary(1),
  championshipTexts.withoutEntrants(1),
  championshipTexts.withoutResults(1),
  championshipTexts.startListsLink,
  'Print',
  'Provisional',
];

test('the results sheet in Tamil: the catalogue’s words, its links under /ta, none of the English', () => {
  const ta = messagesFor('ta', sheetsWords);
  const { container } = sheet('ta', 'results');
  expect(screen.getByTestId('sheet-heading').textContent).toBe(ta.t('sheet.resultsTitle', { title: event.title }));
  expect(screen.getByTestId('provisional-note').textContent).toBe(ta.t('sheet.provisionalSummary', { count: 1 }));
  expect(screen.getByRole('heading', { name: ta.t('sheet.medalTable') })).toBeTruthy();
  expect(screen.getByRole('columnheader', { name: ta.t('sheet.column.mark') })).toBeTruthy();
  expect(screen.getByRole('img', { name: ta.t('sheet.medal.gold') })).toBeTruthy();
  expect(screen.getByTitle(ta.t('sheet.outcome.DNF')).textContent).toBe('DNF');
  expect(screen.getByTestId('empty-races').querySelector('summary')?.textContent).toBe(ta.t('sheet.withoutResults', { count: 1 }));
  expect(screen.getByRole('link', { name: ta.t('sheet.backToEvent') }).getAttribute('href')).toBe(`/ta/events/${EVENT}`);
  expect(screen.getByRole('link', { name: ta.t('sheet.startListsLink') }).getAttribute('href')).toBe(`/ta/events/${EVENT}/startlists`);
  expect(screen.getByText(ta.date(event.date))).toBeTruthy();
  const shown = container.textContent ?? '';
  for (const words of [...english, MEDAL_NAMES.gold, championshipTexts.outcomeNames.DNF]) expect(shown).not.toContain(words);
  expect(container.innerHTML).not.toContain(championshipTexts.statusTitles.provisional);
});

test('the start lists in Tamil: headings, columns and the search’s count in the catalogue’s words', () => {
  const ta = messagesFor('ta', sheetsWords);
  const { container } = sheet('ta', 'startlists');
  expect(screen.getByTestId('sheet-heading').textContent).toBe(ta.t('sheet.startListsTitle', { title: event.title }));
  expect(screen.getByRole('columnheader', { name: ta.t('sheet.column.skater') })).toBeTruthy();
  expect(screen.getByTestId('empty-races').querySelector('summary')?.textContent).toBe(ta.t('sheet.withoutEntrants', { count: 1 }));
  fireEvent.change(screen.getByRole('searchbox', { name: ta.t('sheet.findSkater') }), { target: { value: 'Anya' } });
  expect(screen.getByRole('status').textContent).toBe(ta.t('sheet.found', { count: 1 }));
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Nobody' } });
  expect(screen.getByRole('status').textContent).toBe(ta.t('sheet.foundNone'));
  const shown = container.textContent ?? '';
  for (const words of [...english, championshipTexts.foundRaces(0)]) expect(shown).not.toContain(words);
});

test('in English the sheets read as the championship’s texts always did', () => {
  sheet('en', 'results');
  expect(screen.getByTestId('sheet-heading').textContent).toBe(championshipTexts.resultsTitle(event.title));
  expect(screen.getByTestId('provisional-note').textContent).toBe(championshipTexts.provisionalSummary(1));
  expect(screen.getByRole('img', { name: MEDAL_NAMES.gold })).toBeTruthy();
  expect(screen.getByTitle(championshipTexts.outcomeNames.DNF)).toBeTruthy();
  expect(screen.getByTestId('empty-races').querySelector('summary')?.textContent).toBe(championshipTexts.withoutResults(1));
  expect(screen.getByRole('link', { name: championshipTexts.backToEvent }).getAttribute('href')).toBe(`/events/${EVENT}`);
  cleanup();
  sheet('en', 'startlists');
  expect(screen.getByTestId('sheet-heading').textContent).toBe(championshipTexts.startListsTitle(event.title));
  fireEvent.change(screen.getByRole('searchbox', { name: championshipTexts.findSkater }), { target: { value: 'Nobody' } });
  expect(screen.getByRole('status').textContent).toBe(championshipTexts.foundRaces(0));
});

function Results({ lang }: { lang: 'en' | 'ta' }) {
  const results = useSkaterResults('s1', 'Anya', messagesIn(islandWords(lang, sheetsWords)));
  return (
    <div data-testid="profile-results">
      {results.button}
      {results.panel}
    </div>
  );
}

test('a skater’s results on the Tamil profiles page: the button, the list and its links in Tamil', async () => {
  const ta = messagesFor('ta', sheetsWords);
  at('/ta/skatersprofile');
  fakeApi({
    'GET /api/skaterprofiles/s1/results': json({
      results: [{ eventId: EVENT, eventTitle: event.title, eventDate: event.date, race: '500 m rink', position: 2, status: 'provisional' }],
    }),
  });
  render(<Results lang="ta" />);
  fireEvent.click(screen.getByRole('button', { name: `${ta.t('sheet.showResults')}: Anya` }));
  const list = await screen.findByRole('list', { name: ta.t('sheet.resultsOf', { name: 'Anya' }) });
  expect(list.querySelector('a')?.getAttribute('href')).toBe(`/ta/events/${EVENT}/results`);
  expect(list.textContent).toContain(ta.date(event.date));
  expect(list.textContent).toContain(`(${ta.t('sheet.status.provisional')})`);
  expect(list.textContent).not.toContain('Provisional');
});
