/**
 * The admin add forms when saving fails: the server's refusal (a 5xx, or a 400 with its reasons)
 * and a network failure each show the screen's own text, and what the admin typed stays.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import AchievementsAdmin from '../../src/components/admin/content/AchievementsAdmin';
import BreakingNewsAdmin from '../../src/components/admin/content/BreakingNewsAdmin';
import EventsAdmin from '../../src/components/admin/events/EventsAdmin';
import NewsAdmin from '../../src/components/admin/content/NewsAdmin';
import UpdatesAdmin from '../../src/components/admin/content/UpdatesAdmin';
import { achievementMessages } from '../../src/domain/content/achievement';
import { breakingNewsMessages } from '../../src/domain/content/breaking-news';
import { eventMessages } from '../../src/domain/events/event';
import { newsMessages } from '../../src/domain/content/news';
import { updateMessages } from '../../src/domain/content/update';
import { at } from './support/page';
import { fakeApi, json, listPage, networkError, type FakeAnswer } from './support/fake-api';

afterEach(cleanup);

/** Answers the first save with `refusal`, every later one with a network failure. */
const refusedThenUnreachable = (refusal: Response) => {
  let saves = 0;
  return (): FakeAnswer => (saves++ === 0 ? refusal : networkError);
};

/** A field by its label, which may end with the required mark. */
const labelled = (name: string): RegExp => new RegExp(`^${name}\\W*$`);

/** The screen opens on its list (empty here); its Add button shows the add form. */
const openAddForm = async (user: ReturnType<typeof userEvent.setup>, heading: string) => {
  await user.click(await screen.findByRole('button', { name: heading }));
};

const alertText = async (text: string): Promise<string> => (await screen.findByText(text, { exact: false })).textContent ?? '';

test('achievements: a failed save and a network failure show their texts, and the form keeps its values', async () => {
  at('/admin/achievements');
  fakeApi({
    'GET /api/achievements': listPage([]),
    'POST /api/achievementspost': refusedThenUnreachable(json({ message: 'Internal error' }, 500)),
  });
  const user = userEvent.setup();
  render(<AchievementsAdmin />);
  await openAddForm(user, achievementMessages.postHeading);
  await user.type(await screen.findByLabelText(labelled('Title')), 'Will not save');
  await user.selectOptions(screen.getByLabelText(labelled('Level')), 'State');
  await user.click(screen.getByRole('button', { name: 'Post Achievement' }));
  expect(await alertText(achievementMessages.saveFailed)).toContain(achievementMessages.saveFailed);
  expect(screen.getByLabelText<HTMLInputElement>(labelled('Title')).value).toBe('Will not save');
  await user.click(screen.getByRole('button', { name: 'Post Achievement' }));
  expect(await alertText(achievementMessages.saveError)).toContain(achievementMessages.saveError);
});

test('updates: a failed add and a network failure show their texts', async () => {
  at('/admin/updates');
  fakeApi({ 'GET /api/updates': listPage([]), 'POST /api/updates': refusedThenUnreachable(json({ message: 'x' }, 500)) });
  const user = userEvent.setup();
  render(<UpdatesAdmin />);
  await openAddForm(user, updateMessages.addHeading);
  await user.type(await screen.findByLabelText(labelled('Update text')), 'Will fail');
  await user.click(screen.getByRole('button', { name: 'Add Update' }));
  expect(await alertText(updateMessages.addFailed)).toContain(updateMessages.addFailed);
  await user.click(screen.getByRole('button', { name: 'Add Update' }));
  expect(await alertText(updateMessages.addError)).toContain(updateMessages.addError);
});

test('news: a failed save and a network failure show the texts of the news screens', async () => {
  at('/admin/news');
  fakeApi({ 'GET /api/news': listPage([]), 'POST /api/news': refusedThenUnreachable(json({ message: 'x' }, 500)) });
  const user = userEvent.setup();
  render(<NewsAdmin />);
  await openAddForm(user, newsMessages.addHeading);
  await user.type(await screen.findByLabelText(labelled('Title')), 'Will fail');
  await user.click(screen.getByRole('button', { name: 'Post News' }));
  expect(await alertText(newsMessages.saveFailed)).toContain(newsMessages.saveFailed);
  await user.click(screen.getByRole('button', { name: 'Post News' }));
  expect(await alertText(newsMessages.saveError)).toContain(newsMessages.saveError);
});

test("events: a refusal shows the save text with the server's reasons; a network failure its own text", async () => {
  at('/admin/events');
  const refusal = json({ message: 'Invalid input', errors: ['Date must be a real date (YYYY-MM-DD)'] }, 400);
  fakeApi({ 'GET /api/events': listPage([]), 'POST /api/events': refusedThenUnreachable(refusal) });
  const user = userEvent.setup();
  render(<EventsAdmin />);
  await openAddForm(user, eventMessages.addHeading);
  await user.type(await screen.findByLabelText(labelled('Event title')), 'Will fail');
  await user.type(screen.getByLabelText(labelled('Date')), '2031-01-01');
  await user.click(screen.getByRole('button', { name: 'Add Event' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(`${eventMessages.saveFailed} Date must be a real date (YYYY-MM-DD)`);
  await user.click(screen.getByRole('button', { name: 'Add Event' }));
  expect(await alertText(eventMessages.saveError)).toContain(eventMessages.saveError);
});

test('breaking news: a failed update shows the original text and keeps the content', async () => {
  at('/admin/breaking-news');
  fakeApi({
    'GET /api/breaking-news': json({ content: 'Current breaking news' }),
    'POST /api/breaking-news': json({ message: 'x' }, 500),
  });
  const user = userEvent.setup();
  render(<BreakingNewsAdmin />);
  const field = await screen.findByLabelText<HTMLTextAreaElement>(labelled('Breaking news content'));
  await user.clear(field);
  await user.type(field, 'Will fail');
  await user.click(screen.getByRole('button', { name: 'Update Breaking News' }));
  expect(await alertText(breakingNewsMessages.updateFailed)).toContain(breakingNewsMessages.updateFailed);
  expect(field.value).toBe('Will fail');
});
