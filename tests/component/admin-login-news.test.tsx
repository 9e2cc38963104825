/**
 * The login form when the server cannot be reached, and the news screen when the server refuses a
 * delete: each shows its original text. Signing in against the real server stays in
 * tests/e2e/admin-auth.spec.ts.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import LoginForm from '../../src/components/admin/shell/LoginForm';
import NewsAdmin from '../../src/components/admin/content/NewsAdmin';
import { authMessages } from '../../src/domain/committee/auth';
import { newsMessages } from '../../src/domain/content/news';
import { at } from './support/page';
import { fakeApi, json, listPage, networkError } from './support/fake-api';

afterEach(cleanup);

test('login: a network failure shows the original network alert, and nobody is signed in', async () => {
  at('/login');
  fakeApi({ 'POST /api/login': networkError });
  const onSignedIn = vi.fn();
  const user = userEvent.setup();
  render(<LoginForm onSignedIn={onSignedIn} />);
  await user.type(screen.getByLabelText('Name'), 'admin');
  await user.type(screen.getByLabelText('Password'), 'a long password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect((await screen.findByRole('alert')).textContent).toBe(authMessages.loginNetworkError);
  expect(onSignedIn).not.toHaveBeenCalled();
});

test("news: a delete the server refuses says so with the server's reason and keeps the item", async () => {
  at('/admin/news/delete');
  const item = { _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', title: 'Sticky news', description: '', image: '', createdAt: '2031-01-01T00:00:00.000Z' };
  fakeApi({
    'GET /api/news': listPage([item]),
    [`DELETE /api/news/${item._id}`]: json({ message: 'Store unavailable' }, 500),
  });
  const user = userEvent.setup();
  render(<NewsAdmin />);
  const [title] = await screen.findAllByText(item.title);
  const row = title?.closest('[data-item-id]');
  if (!(row instanceof HTMLElement)) throw new Error('no news item');
  await user.click(within(row).getByRole('button', { name: /^Delete/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  const text = newsMessages.deleteFailed('500 Store unavailable');
  expect((await screen.findByText(text)).closest('[role="alert"]')).not.toBeNull();
  expect(document.querySelector(`[data-item-id="${item._id}"]`)).not.toBeNull();
});
