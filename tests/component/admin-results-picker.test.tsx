/**
 * The results screen before and after the race's day: the race picker says of each race how many
 * are entered and whether results are saved and how final; before the day a note says so, saving
 * asks first, and "Mark official" is refused at once with the day, without its confirmation dialog
 * and without a call to the server; from the day on it asks, then marks.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ResultsGrid from '../../src/components/admin/championships/ResultsGrid';
import { championshipAdminTexts as texts } from '../../src/domain/championships/championship-texts';
import type { PublicChampionship, RaceSummariesView } from '../../src/domain/championships/championship-views';
import { resultStatusMessages } from '../../src/domain/championships/result-status';
import { at } from './support/page';
import { fakeApi, json, listPage } from './support/fake-api';

afterEach(cleanup);

const EVENT = 'e1b2c3d4e5f6a1b2c3d4e5f6';
const SPRINT = 'a1b2c3d4e5f6a1b2c3d4e5f1';
const RELAY = 'a1b2c3d4e5f6a1b2c3d4e5f2';
const EMPTY = 'a1b2c3d4e5f6a1b2c3d4e5f3';
const RACE_DAY = '2031-03-09';

const championship: PublicChampionship = {
  eventId: EVENT,
  entriesClose: '2031-03-01T18:29:00.000Z',
  ageDate: '2031-01-01',
  open: false,
  maxRacesPerSkater: 2,
  selectPerRace: 2,
  races: [
    { _id: SPRINT, name: '500 m SJ girls', discipline: 'Speed Quad', ageCategory: 'Sub Junior', gender: 'Female' },
    { _id: RELAY, name: 'Relay SJ', discipline: 'Speed Quad', ageCategory: 'Sub Junior', gender: 'Open' },
    { _id: EMPTY, name: '1000 m SJ girls', discipline: 'Speed Quad', ageCategory: 'Sub Junior', gender: 'Female' },
  ],
};

const summaries = (raceDayReached: boolean): RaceSummariesView => ({
  eventId: EVENT,
  raceDay: RACE_DAY,
  raceDayReached,
  races: [
    { raceId: SPRINT, entrants: 12, results: 12, status: 'official' },
    { raceId: RELAY, entrants: 1, results: 1, status: 'provisional' },
    { raceId: EMPTY, entrants: 0, results: 0, status: null },
  ],
});

const entry = { _id: 'b1b2c3d4e5f6a1b2c3d4e5f6', name: 'Anya First', club: 'Aurora', registrationNo: 'DRSA-2031-0001' };

const server = (raceDayReached: boolean) =>
  fakeApi({
    [`GET /api/events/${EVENT}/race-summaries`]: json(summaries(raceDayReached)),
    [`GET /api/events/${EVENT}/entries`]: listPage([entry]),
    [`GET /api/events/${EVENT}/results/${RELAY}`]: json({
      eventId: EVENT,
      raceId: RELAY,
      rows: [{ entryId: entry._id, position: 1 }],
      status: 'provisional',
      updatedAt: '2031-03-02T10:00:00.000Z',
    }),
    [`PATCH /api/events/${EVENT}/results/${RELAY}`]: json({ message: resultStatusMessages.markedOfficial, race: 'Relay SJ' }),
    [`PUT /api/events/${EVENT}/results/${RELAY}`]: json({ message: 'Results saved.' }),
  });

const optionTexts = () =>
  within(screen.getByLabelText(texts.race))
    .getAllByRole('option')
    .map((option) => option.textContent);

test('the race picker says of each race who is entered and what is saved, and how final', async () => {
  at('/admin/championships');
  server(true);
  render(<ResultsGrid eventId={EVENT} championship={championship} />);
  await screen.findByRole('option', { name: /^500 m SJ girls: 12 entrants/ });
  expect(optionTexts()).toEqual([
    texts.chooseRace,
    '500 m SJ girls: 12 entrants · results saved · official',
    'Relay SJ: 1 entrant · results saved · provisional',
    '1000 m SJ girls: no entrants · no results yet',
  ]);
});

test('before the race day: a note gives the day, saving asks first, and Mark official is refused without its dialog', async () => {
  at('/admin/championships');
  const { calls } = server(false);
  const user = userEvent.setup();
  render(<ResultsGrid eventId={EVENT} championship={championship} />);
  await screen.findByRole('option', { name: /^Relay SJ: 1 entrant/ });
  await user.selectOptions(screen.getByLabelText(texts.race), RELAY);
  expect((await screen.findByTestId('before-race-day')).textContent).toBe(texts.beforeRaceDay(RACE_DAY));
  expect(screen.getByTestId('before-race-day').textContent).toContain('9 March 2031');

  await user.click(await screen.findByRole('button', { name: texts.markOfficial }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect((await screen.findByRole('alert')).textContent).toContain(resultStatusMessages.beforeRace(RACE_DAY));
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

  await user.click(screen.getByRole('button', { name: texts.saveResults }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(texts.confirmEarlySave(RACE_DAY));
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  await user.click(screen.getByRole('button', { name: texts.saveResults }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.saveAnyway }));
  expect(await screen.findByText('Results saved.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
});

test('from the race day on: no note, saving does not ask, and Mark official asks, then marks', async () => {
  at('/admin/championships');
  const { calls } = server(true);
  const user = userEvent.setup();
  render(<ResultsGrid eventId={EVENT} championship={championship} />);
  await screen.findByRole('option', { name: /^Relay SJ: 1 entrant/ });
  await user.selectOptions(screen.getByLabelText(texts.race), RELAY);
  await user.click(await screen.findByRole('button', { name: texts.markOfficial }));
  expect(screen.queryByTestId('before-race-day')).toBeNull();
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(texts.confirmOfficial);
  await user.click(within(dialog).getByRole('button', { name: texts.markOfficial }));
  expect(await screen.findByText(resultStatusMessages.markedOfficial)).toBeTruthy();
  expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
});
