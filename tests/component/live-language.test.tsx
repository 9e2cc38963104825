/**
 * A championship while it runs speaks the page's language: the projector view at the rink
 * (/ta/events/{id}/live) and the "now racing" line above the sheets take the words their page hands
 * them; in English they read as the venue's texts always did.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test } from 'vitest';
import NowRacing from '../../src/components/public/championships/live/NowRacing';
import ProjectorView from '../../src/components/public/championships/live/ProjectorView';
import type { EventResultsView, StartLists } from '../../src/domain/championships/championship-views';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate';
import { liveWords } from '../../src/domain/i18n/words-live';
import type { LiveAnswer } from '../../src/domain/venue/live';
import { venueTexts } from '../../src/domain/venue/venue-texts';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const EVENT = 'e1';
const race = { name: '500 m rink, Under 12 Girls', discipline: 'Speed', ageCategory: 'Under 12', gender: 'Female' };
const ANSWER: LiveAnswer = {
  eventId: EVENT,
  title: 'District Championship',
  date: '2026-05-10',
  inProgress: false,
  now: { raceId: 'r1', name: race.name },
  next: { raceId: 'r2', name: '1000 m rink' },
  races: [],
};
const START: StartLists = { eventId: EVENT, races: [{ _id: 'r1', ...race, entrants: [] } as unknown as StartLists['races'][number]] };
const RESULTS: EventResultsView = {
  eventId: EVENT,
  races: [
    {
      _id: 'r1',
      ...race,
      status: 'provisional',
      results: [{ position: 1, name: 'Anya', club: 'Aurora' }],
    } as unknown as EventResultsView['races'][number],
  ],
  medals: [],
};

const projector = async (lang: 'en' | 'ta') => {
  at(`${lang === 'ta' ? '/ta' : ''}/events/${EVENT}/live`);
  fakeApi({
    [`GET /api/events/${EVENT}/live`]: json(ANSWER, 200, { etag: '"v1"' }),
    [`GET /api/events/${EVENT}/startlists`]: json(START),
    [`GET /api/events/${EVENT}/results`]: json(RESULTS),
  });
  render(<ProjectorView words={islandWords(lang, liveWords)} />);
  return screen.findByRole('heading', { level: 2 });
};

test('the projector in Tamil: the catalogue’s words, none of the English', async () => {
  const ta = messagesFor('ta', liveWords);
  const heading = await projector('ta');
  expect(heading.textContent).toBe(`${ta.t('live.startList')}: ${race.name}`);
  expect(screen.getByTestId('now-racing').textContent).toBe(
    `${ta.t('live.nowRacing')}: ${race.name} · ${ta.t('live.nextUp')}: 1000 m rink`,
  );
  expect(screen.getByText(ta.t('live.noEntrants'))).toBeTruthy();
  expect(screen.getByRole('button').textContent).toMatch(new RegExp(`^(${ta.t('live.light')}|${ta.t('live.dark')})$`));
  const shown = screen.getByTestId('projector').textContent ?? '';
  for (const english of [venueTexts.startList, venueTexts.nowRacing, venueTexts.nextUp, venueTexts.noEntrants, 'Light', 'Dark']) {
    expect(shown).not.toContain(english);
  }
});

test('the projector in English reads as it always did', async () => {
  const heading = await projector('en');
  expect(heading.textContent).toBe(`${venueTexts.startList}: ${race.name}`);
  expect(screen.getByTestId('now-racing').textContent).toBe(`${venueTexts.nowRacing}: ${race.name} · ${venueTexts.nextUp}: 1000 m rink`);
  expect(screen.getByText(venueTexts.noEntrants)).toBeTruthy();
});

test('the "now racing" line: Tamil on a Tamil page, the venue’s English otherwise', () => {
  const ta = messagesFor('ta', liveWords);
  const line = (lang: 'en' | 'ta', answer: LiveAnswer | undefined) =>
    renderToString(<NowRacing answer={answer} words={islandWords(lang, liveWords)} />).replace(/<!-- -->/g, '');
  expect(line('ta', undefined)).toContain(ta.t('live.updating'));
  expect(line('ta', { ...ANSWER, now: null, next: null })).toContain(ta.t('live.nothingRacing'));
  expect(line('ta', ANSWER)).toContain(`<strong>${ta.t('live.nowRacing')}:</strong> ${race.name}`);
  expect(line('ta', ANSWER)).toContain(`<strong>${ta.t('live.nextUp')}:</strong> 1000 m rink`);
  expect(line('en', undefined)).toContain(venueTexts.liveUpdating);
  expect(line('en', ANSWER)).toContain(`<strong>${venueTexts.nowRacing}:</strong> ${race.name}`);
});
