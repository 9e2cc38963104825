/**
 * A past event's page: the page built before the event's day is still served after it, so the
 * island decides at view time, on the association's calendar, that the event is over, drops the
 * registration, and leads to the championship's results when any are public.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import EventDetail from '../../src/components/public/events/EventDetail';
import { eventMessages, isPastEvent } from '../../src/domain/events/event';
import { addDays, today } from '../../src/domain/common/dates';
import type { Event } from '../../src/domain/events/event.schema';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { eventsWords } from '../../src/domain/i18n/words-events.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';

afterEach(cleanup);

const id = 'pastevent0000000000000000';
const yesterday = addDays(today(), -1);
const event = (date: string): Event => ({
  _id: id,
  title: 'District Championship',
  date,
  image: '',
  description: 'Races.',
  location: 'The rink',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const race = { _id: 'race1', name: 'Race', discipline: 'Speed Quad', ageCategory: 'Junior', gender: 'Open' };

test('the event day counts as coming; the next day on the association calendar it is over', () => {
  expect(isPastEvent('2030-05-10', '2030-05-10')).toBe(false);
  expect(isPastEvent('2030-05-10', '2030-05-11')).toBe(true);
});

test('a page built before the day says it is over when viewed after it, and links to the results', async () => {
  at(`/events/${id}`);
  fakeApi({
    [`GET /api/events/${id}`]: json(event(yesterday)),
    // What the page built before the day asks for while it hydrates, before it sees the day.
    [`GET /api/events/${id}/championship`]: json({ message: 'gone' }, 404),
    [`GET /api/events/${id}/results`]: json({
      eventId: id,
      races: [{ ...race, status: 'official', results: [{ position: 1, name: 'A', club: 'C' }] }],
      medals: [],
    }),
  });
  // Built two days before, when the event was still to come.
  render(<EventDetail words={islandWords('en', eventsWords, formsWords)} initial={event(yesterday)} builtOn={addDays(today(), -2)} />);
  expect((await screen.findByTestId('event-eyebrow')).textContent).toBe(eventMessages.over);
  const link = await screen.findByRole('link', { name: eventMessages.seeResults });
  expect(link.getAttribute('href')).toBe(`/events/${id}/results`);
  expect(screen.queryByText(/register below/i)).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
});

test('a past championship without public results says they are not published yet', async () => {
  at(`/events/${id}`);
  fakeApi({
    [`GET /api/events/${id}`]: json(event(yesterday)),
    [`GET /api/events/${id}/results`]: json({ eventId: id, races: [{ ...race, results: [] }], medals: [] }),
  });
  render(<EventDetail words={islandWords('en', eventsWords, formsWords)} initial={event(yesterday)} builtOn={today()} />);
  expect((await screen.findByText(eventMessages.resultsPending)).textContent).toBe(eventMessages.resultsPending);
  expect(screen.queryByRole('link', { name: eventMessages.seeResults })).toBeNull();
});

test('a past plain event says registration has closed and leads to the upcoming events', async () => {
  at(`/events/${id}`);
  fakeApi({
    [`GET /api/events/${id}`]: json(event(yesterday)),
    [`GET /api/events/${id}/results`]: json({ message: 'Not a championship' }, 404),
  });
  render(<EventDetail words={islandWords('en', eventsWords, formsWords)} initial={event(yesterday)} />);
  expect((await screen.findByTestId('event-over')).textContent).toContain('registration has closed');
  expect(screen.getByRole('link', { name: eventMessages.seeUpcoming }).getAttribute('href')).toBe('/events#upcoming-events');
});

test('an event today still takes registrations', async () => {
  at(`/events/${id}`);
  fakeApi({
    [`GET /api/events/${id}`]: json(event(today())),
    [`GET /api/events/${id}/championship`]: json({ message: 'Not a championship' }, 404),
  });
  render(<EventDetail words={islandWords('en', eventsWords, formsWords)} initial={event(today())} />);
  expect((await screen.findByTestId('event-eyebrow')).textContent).toBe(eventMessages.joinUs);
  expect(screen.queryByTestId('event-over')).toBeNull();
});
