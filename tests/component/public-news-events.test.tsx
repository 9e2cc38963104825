/**
 * The public news and events lists while their live refresh runs: the loading text of a build
 * without items, the error box when the API fails, and the empty text when there is nothing.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import EventDetail from '../../src/components/public/events/EventDetail';
import EventsList from '../../src/components/public/events/EventsList';
import NewsList from '../../src/components/public/content/NewsList';
import { eventMessages } from '../../src/domain/events/event';
import { newsMessages } from '../../src/domain/content/news';
import { at } from './support/page';
import { fakeApi, json, listPage } from './support/fake-api';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { eventsWords } from '../../src/domain/i18n/words-events.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { newsWords } from '../../src/domain/i18n/words-news.ts';

afterEach(cleanup);

/** What a build without items prerenders into the island. */
const emptyBuild = { items: [], total: 0 };

test('news: the error box names the reason when the API fails', async () => {
  at('/News');
  fakeApi({ 'GET /api/news': json({ message: 'Database offline' }, 500) });
  render(<NewsList words={islandWords('en', newsWords)} initial={emptyBuild} />);
  expect((await screen.findByRole('alert')).textContent).toBe(newsMessages.publicLoadFailed('Database offline'));
});

test("news: 'Loading news...' while the first load of a build without news runs, then 'No news found'", async () => {
  at('/News');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  fakeApi({
    'GET /api/news': async () => {
      await held;
      return listPage([]);
    },
  });
  render(<NewsList words={islandWords('en', newsWords)} initial={emptyBuild} />);
  expect((await screen.findByText(newsMessages.loading)).textContent).toContain(newsMessages.loading);
  release();
  expect((await screen.findByText(newsMessages.empty)).textContent).toBe(newsMessages.empty);
  expect(screen.queryByTestId('news-list')).toBeNull();
});

test("events: the error line when the API fails, and 'No events found' when there are none", async () => {
  at('/events');
  fakeApi({ 'GET /api/events': json({ message: 'Timed out' }, 500) });
  const { unmount } = render(<EventsList words={islandWords('en', eventsWords)} initial={emptyBuild} today="2030-01-01" />);
  expect((await screen.findByRole('alert')).textContent).toBe(eventMessages.loadFailed('500 Timed out'));
  unmount();
  fakeApi({ 'GET /api/events': listPage([]) });
  render(<EventsList words={islandWords('en', eventsWords)} initial={emptyBuild} today="2030-01-01" />);
  expect((await screen.findByText(eventMessages.empty)).textContent).toBe(eventMessages.empty);
});

test("event page: an event newer than the build whose API fails shows 'Failed to load event details.'", async () => {
  const id = 'anotherone000000000000000';
  at(`/events/${id}`);
  fakeApi({ [`GET /api/events/${id}`]: json({ message: 'x' }, 500) });
  render(<EventDetail words={islandWords('en', eventsWords, formsWords)} />);
  expect((await screen.findByRole('alert')).textContent).toBe(eventMessages.detailFailed);
});
