/**
 * A registrar's championship setup, step by step on one screen: the event and its rules sent
 * together (with the form's key, the close of entries as the association's wall-clock time), then
 * the races step with its link to the fees, then the entry fees and the end, which links to the
 * championship. Each step is in the address.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import ChampionshipSetup from '../../src/components/admin/championships/setup/ChampionshipSetup';
import { championshipAdminTexts } from '../../src/domain/championships/championship-texts';
import { setupTexts as texts } from '../../src/domain/championships/setup-texts';
import { feeMessages } from '../../src/domain/fees/fees';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const EVENT = 'e1b2c3d4e5f6a1b2c3d4e5f6';
const event = {
  _id: EVENT,
  title: 'Spring Cup',
  date: '2031-03-09',
  location: 'District rink',
  description: '',
  image: '',
  createdAt: '2031-01-01T00:00:00.000Z',
};
const championship = {
  eventId: EVENT,
  entriesClose: '2031-03-01T18:29:00.000Z',
  ageDate: '2031-01-01',
  open: true,
  maxRacesPerSkater: 3,
  selectPerRace: 2,
  races: [] as unknown[],
};

test('a registrar makes the event and rules, goes on to the races, then to the fees, and ends with links to the championship', async () => {
  at('/admin/championships/setup');
  const { calls } = fakeApi({
    'GET /api/session': json({ authenticated: true, admin: 'Rekha', role: 'registrar' }),
    'POST /api/championships': json({ message: 'Championship set up. Next: add its races.', event, championship }, 201),
    [`GET /api/events/${EVENT}`]: json(event),
    [`GET /api/events/${EVENT}/championship`]: json(championship),
    [`GET /api/fees/event-${EVENT}`]: json({ eventId: EVENT, perSkater: 0, perRace: 0, lateFee: 0 }),
    [`PUT /api/fees/event-${EVENT}`]: json({ message: 'Fees saved.' }),
  });
  const user = userEvent.setup();
  render(<ChampionshipSetup />);

  const form = await screen.findByRole('form', { name: texts.steps.event });
  expect(screen.getByRole('link', { name: texts.steps.event }).getAttribute('aria-current')).toBe('step');
  // The later steps wait for the event.
  expect(screen.queryByRole('link', { name: texts.steps.races })).toBeNull();
  await user.type(within(form).getByLabelText(/^Event title/), 'Spring Cup');
  await user.type(within(form).getByLabelText(/^Date/), '2031-03-09');
  await user.type(within(form).getByLabelText(/^Location/), 'District rink');
  await user.type(within(form).getByLabelText(new RegExp(`^${championshipAdminTexts.entriesClose}`)), '2031-03-01T23:59');
  await user.clear(within(form).getByLabelText(new RegExp(`^${championshipAdminTexts.maxRaces}`)));
  await user.type(within(form).getByLabelText(new RegExp(`^${championshipAdminTexts.maxRaces}`)), '3');
  await user.click(within(form).getByRole('button', { name: texts.create }));

  expect(await screen.findByText('Championship set up. Next: add its races.')).toBeTruthy();
  const sent = calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
  expect(sent).toMatchObject({
    title: 'Spring Cup',
    date: '2031-03-09',
    location: 'District rink',
    // 11:59 pm at the association is 18:29 UTC.
    entriesClose: '2031-03-01T18:29:00.000Z',
    maxRacesPerSkater: 3,
    selectPerRace: 3,
  });
  expect(String(sent['key'])).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(texts.steps.races);
  expect(window.location.search).toBe(`?event=${EVENT}&step=races`);
  expect(screen.getByText(texts.racesIntro(0))).toBeTruthy();
  expect(screen.getByRole('heading', { name: championshipAdminTexts.builderHeading })).toBeTruthy();

  await user.click(within(screen.getByTestId('step-links')).getByRole('link', { name: texts.next.races }));
  expect(window.location.search).toBe(`?event=${EVENT}&step=fees`);
  const fees = await screen.findByRole('form', { name: feeMessages.championshipHeading });
  const perSkater = within(fees).getByLabelText(new RegExp(`^${feeMessages.perSkater}`));
  await user.clear(perSkater);
  await user.type(perSkater, '200');
  const perRace = within(fees).getByLabelText(new RegExp(`^${feeMessages.perRace}`));
  await user.clear(perRace);
  await user.type(perRace, '150');
  expect(screen.queryByTestId('setup-done')).toBeNull();
  await user.click(within(fees).getByRole('button', { name: texts.saveFees }));

  const done = await screen.findByTestId('setup-done');
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ perSkater: 200, perRace: 150, lateFee: 0 });
  expect(done.textContent).toContain(texts.done(championship.entriesClose));
  expect(within(done).getByRole('link', { name: texts.openChampionship }).getAttribute('href')).toBe(`/admin/championships?event=${EVENT}`);
  expect(within(done).getByRole('link', { name: texts.publicPage }).getAttribute('href')).toBe(`/events/${EVENT}`);
});

test('a step opened from its address shows that step of that championship', async () => {
  at(`/admin/championships/setup?event=${EVENT}&step=event`);
  fakeApi({
    'GET /api/session': json({ authenticated: true, admin: 'Rekha', role: 'registrar' }),
    [`GET /api/events/${EVENT}`]: json(event),
    [`GET /api/events/${EVENT}/championship`]: json(championship),
  });
  render(<ChampionshipSetup />);
  const form = await screen.findByRole('form', { name: texts.eventHeading });
  expect(within(form).getByLabelText<HTMLInputElement>(/^Event title/).value).toBe('Spring Cup');
  expect(screen.getByTestId('rules-form')).toBeTruthy();
  expect(within(screen.getByTestId('step-links')).getByRole('link', { name: texts.next.event }).getAttribute('href')).toBe(
    `/admin/championships/setup?event=${EVENT}&step=races`,
  );
});
