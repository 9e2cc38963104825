/**
 * A public detail page read by the id in its address: a record newer than the build is read and
 * names the tab; an id the API does not know says the record is gone; a prerendered page keeps
 * what it shows through a failed refresh, but not once the record is gone.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import NewsDetail from '../../src/components/public/content/NewsDetail';
import { newsMessages } from '../../src/domain/content/news';
import type { News } from '../../src/domain/content/news.schema';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { newsWords } from '../../src/domain/i18n/words-news.ts';
import { at } from './support/page';
import { fakeApi, json, networkError } from './support/fake-api';

afterEach(cleanup);

const words = islandWords('en', newsWords);
const ID = 'newerthanthebuild00000001';
const item: News = {
  _id: ID,
  title: 'Rink reopens on Sunday',
  description: 'The resurfaced rink opens at 7 am.',
  image: '',
  createdAt: '2026-11-20T04:30:00.000Z',
};

test('a news item newer than the build is read by the id in the address and names the tab', async () => {
  at(`/News/${ID}`);
  document.title = 'News item | District Roller Skating';
  const { calls } = fakeApi({ [`GET /api/news/${ID}`]: json(item) });
  render(<NewsDetail words={words} />);
  expect((await screen.findByTestId('news-title')).textContent).toBe(item.title);
  expect(document.title).toBe(`${item.title} | District Roller Skating`);
  expect(calls.map((call) => call.path)).toEqual([`/api/news/${ID}`]);
});

test('an id the API does not know says the item is gone, not that loading failed', async () => {
  at(`/News/${ID}`);
  fakeApi({ [`GET /api/news/${ID}`]: json({ message: 'News item not found' }, 404) });
  render(<NewsDetail words={words} />);
  expect((await screen.findByText(newsMessages.detailEmpty)).textContent).toBe(newsMessages.detailEmpty);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a prerendered item stays through a failed refresh, and goes once the API says it is gone', async () => {
  at(`/News/${ID}`);
  fakeApi({ [`GET /api/news/${ID}`]: networkError });
  const { unmount } = render(<NewsDetail words={words} initial={item} />);
  expect(screen.getByTestId('news-title').textContent).toBe(item.title);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(screen.getByTestId('news-title').textContent).toBe(item.title);
  unmount();

  fakeApi({ [`GET /api/news/${ID}`]: json({ message: 'News item not found' }, 404) });
  render(<NewsDetail words={words} initial={item} />);
  expect((await screen.findByText(newsMessages.detailEmpty)).textContent).toBe(newsMessages.detailEmpty);
  expect(screen.queryByTestId('news-title')).toBeNull();
});
