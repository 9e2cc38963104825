/**
 * The heats and rounds page speaks the page's language: on /ta/events/{id}/rounds the catalogue's
 * words (the heat, the columns, the marks' meanings, the links under /ta) and none of the English
 * rounds texts; in English it reads as those texts always did. Names, bibs, times and the Q, q, PB
 * and record tags stay as they are.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import RoundsSheet from '../../src/components/public/race-day/RoundsSheet';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate';
import { sheetsWords } from '../../src/domain/i18n/words-sheets';
import { publicRoundsTexts, type PublicRounds } from '../../src/domain/race-day/public-rounds';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const EVENT = 'e1e2e3e4e5e6e1e2e3e4e5e6';
const ROUNDS: PublicRounds = {
  eventId: EVENT,
  races: [
    {
      _id: 'r1',
      name: '500 m rink',
      discipline: 'Speed',
      ageCategory: 'Under 12',
      gender: 'Female',
      distance: 500,
      format: 'heats',
      rounds: [
        {
          number: 1,
          kind: 'heats',
          name: 'Heats',
          heats: [
            {
              number: 1,
              starts: [],
              status: 'provisional',
              results: [{ place: 1, time: '48.20', best: 'PB', records: ['DR'], qualified: 'Q', bib: 7, name: 'Anya', club: 'Aurora' }],
            },
            { number: 2, starts: [{ position: 1, bib: 9, name: 'Bela', club: 'Aurora' }] },
          ],
        },
        { number: 2, kind: 'final-a', name: 'Final A', heats: [{ number: 1, starts: [{ position: 1, name: 'Anya', club: 'Aurora' }] }] },
      ],
    },
  ],
};

const page = async (lang: 'en' | 'ta') => {
  at(`${lang === 'ta' ? '/ta' : ''}/events/${EVENT}/rounds`);
  fakeApi({ [`GET /api/events/${EVENT}/rounds`]: json(ROUNDS) });
  const view = render(<RoundsSheet words={islandWords(lang, sheetsWords)} />);
  await screen.findByRole('heading', { level: 2, name: '500 m rink' });
  return view;
};

test('the rounds in Tamil: the catalogue’s words, its links under /ta, none of the English', async () => {
  const ta = messagesFor('ta', sheetsWords);
  const { container } = await page('ta');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ta.t('rounds.title'));
  expect(screen.getByText(ta.t('rounds.intro'))).toBeTruthy();
  expect(screen.getByText(ta.t('rounds.race', { distance: 500, format: ta.t('rounds.format.heats') }))).toBeTruthy();
  expect(screen.getByText(ta.t('rounds.heat', { number: 1, of: 2 }))).toBeTruthy();
  expect(screen.getByText(ta.t('rounds.oneHeat'))).toBeTruthy();
  expect(screen.getByText(ta.t('rounds.status.provisional'))).toBeTruthy();
  expect(screen.getAllByText(ta.t('rounds.startList'))).toHaveLength(2);
  expect(screen.getAllByRole('columnheader', { name: ta.t('rounds.column.skater') }).length).toBeGreaterThan(0);
  expect(screen.getByTitle(ta.t('rounds.best.PB')).textContent).toBe('PB');
  expect(screen.getByTitle(ta.t('rounds.record.DR')).textContent).toBe('DR');
  expect(screen.getByTitle(ta.t('rounds.through.Q')).textContent).toBe('Q');
  expect(screen.getByRole('link', { name: ta.t('rounds.recordsLink') }).getAttribute('href')).toBe('/ta/records');
  const shown = container.innerHTML;
  for (const english of [
    publicRoundsTexts.title,
    publicRoundsTexts.intro,
    publicRoundsTexts.legend,
    publicRoundsTexts.heat(1, 2),
    publicRoundsTexts.heat(1, 1),
    publicRoundsTexts.startList,
    publicRoundsTexts.bests.PB,
    publicRoundsTexts.records.DR,
    publicRoundsTexts.throughBy.Q,
    publicRoundsTexts.race({ distance: 500, format: 'heats' }),
  ]) {
    expect(shown).not.toContain(english);
  }
});

test('the rounds in English read as the rounds texts always did', async () => {
  await page('en');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(publicRoundsTexts.title);
  expect(screen.getByText(publicRoundsTexts.race({ distance: 500, format: 'heats' }))).toBeTruthy();
  expect(screen.getByText(publicRoundsTexts.heat(1, 2))).toBeTruthy();
  expect(screen.getByText(publicRoundsTexts.heat(1, 1))).toBeTruthy();
  expect(screen.getByTitle(publicRoundsTexts.bests.PB)).toBeTruthy();
  expect(screen.getByRole('link', { name: publicRoundsTexts.recordsLink }).getAttribute('href')).toBe('/records');
});
