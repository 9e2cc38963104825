/**
 * The public achievements list and the level pages when the API fails or has nothing: the error
 * with its Retry (which reloads the page), the text for an answer of the wrong shape, and each
 * page's empty text.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, onTestFinished, test, vi } from 'vitest';
import AchievementsBrowser from '../../src/components/public/content/AchievementsBrowser';
import LevelAchievements from '../../src/components/public/content/LevelAchievements';
import type { Achievement } from '../../src/domain/content/achievement.schema';
import { achievementMessages } from '../../src/domain/content/achievement';
import { islandWords } from '../../src/domain/i18n/translate';
import { contentWords } from '../../src/domain/i18n/words-content';
import { at } from './support/page';
import { fakeApi, json, listPage, type FakeAnswer } from './support/fake-api';

afterEach(cleanup);

const words = islandWords('en', contentWords);

const ACHIEVEMENT: Achievement = {
  _id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
  title: 'Gold at the state championship',
  description: 'Three golds in the relay.',
  year: '2030',
  level: 'State',
  image: '',
  image2: '',
  createdAt: '2031-01-01T00:00:00.000Z',
};

/** What the build prerendered: one achievement. */
const built = { items: [ACHIEVEMENT], total: 1 };

test('achievements: an API failure shows the error with Retry, which reloads the page', async () => {
  at('/achievements');
  const reload = vi.fn();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  onTestFinished(() => void vi.restoreAllMocks());
  fakeApi({ 'GET /api/achievements': json({ message: 'x' }, 500) });
  const user = userEvent.setup();
  render(<AchievementsBrowser initial={built} thisYear={2031} words={words} />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(achievementMessages.fetchFailed(500));
  await user.click(within(alert).getByRole('button', { name: achievementMessages.retry }));
  expect(reload).toHaveBeenCalledOnce();
});

test("achievements: an answer that is not a list is 'Unexpected data format'; an empty list 'No achievements found'", async () => {
  at('/achievements');
  let answer: FakeAnswer = json({ items: [] });
  fakeApi({ 'GET /api/achievements': () => answer });
  const { unmount } = render(<AchievementsBrowser initial={built} thisYear={2031} words={words} />);
  expect((await screen.findByRole('alert')).textContent).toContain(achievementMessages.unexpectedFormat);
  unmount();
  answer = listPage([]);
  render(<AchievementsBrowser initial={built} thisYear={2031} words={words} />);
  expect((await screen.findByText(achievementMessages.empty)).textContent).toBe(achievementMessages.empty);
});

test("level pages: 'No national level achievements found' when there are none; a failure shows 'Failed to load achievements. Error: ...'", async () => {
  let answer: FakeAnswer = listPage([]);
  const { calls } = fakeApi({ 'GET /api/achievements': () => answer });
  at('/national');
  const national = render(<LevelAchievements level="National" initial={{ items: [], total: 0 }} words={words} />);
  expect((await screen.findByText(achievementMessages.levelEmpty('National'))).textContent).toBe('No national level achievements found');
  expect(calls.at(-1)?.search.get('level')).toBe('National');
  national.unmount();
  at('/state');
  const state = render(<LevelAchievements level="State" initial={built} words={words} />);
  expect((await screen.findByText('No state level achievements found')).textContent).toBe(achievementMessages.levelEmpty('State'));
  state.unmount();
  at('/district');
  answer = json({ message: 'Store unavailable' }, 500);
  render(<LevelAchievements level="District" initial={{ items: [], total: 0 }} words={words} />);
  expect((await screen.findByRole('alert')).textContent).toBe(achievementMessages.loadFailed('500 Store unavailable'));
});
