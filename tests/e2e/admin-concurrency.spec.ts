/**
 * Two admins on one item, in the browser: a form opened before someone else saved the same item
 * is refused with who changed it and when, and its Reload action fills the form with the item as
 * it is now; saving after that goes through.
 */
import { expect } from '@playwright/test';
import { newsMessages } from '../../src/domain/content/news.ts';
import { RELOADED_TEXT } from '../../src/domain/common/versions.ts';
import { apiPost, expectNoAxeViolations, openAdmin, signIn, test, unique } from './fixtures/admin.ts';

test('a stale save shows who changed the item, and Reload fills the form with the current values', async ({ page, baseURL }) => {
  // Seven API round-trips on the local server, which bundles a function per request.
  test.slow();
  await signIn(page);
  const title = unique('Rink opens');
  const news = (await apiPost(page.request, baseURL, '/api/news', { title, description: 'Opened by the first admin.' })) as { _id: string };
  await openAdmin(page, '/admin/news/delete');
  await page.getByLabel(/^Search/).fill(title);
  await expect(page.getByText(/^1 of \d+ shown$/)).toBeVisible();
  await page.locator('[data-item-id]', { hasText: title }).getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('form', { name: newsMessages.editHeading(title) });
  await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

  // Someone else saves the same item meanwhile (a script without a version: it goes through).
  const theirs = unique('Rink opens at 7');
  const changed = await page.request.put(`/api/news/${news._id}`, {
    data: { title: theirs, description: 'Changed by someone else.' },
    headers: { origin: new URL(baseURL ?? '').origin },
  });
  expect(changed.status()).toBe(200);

  await editor.getByRole('textbox', { name: 'Description', exact: true }).fill('My change, made on the old version.');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  const alert = editor.getByRole('alert');
  await expect(alert).toContainText(
    /^This item was changed by \S+ at \d{1,2}:\d{2} [ap]m \S+ on \d{1,2} \w+ \d{4}\. Reload to see the change\./,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/concurrency-stale.png', fullPage: true });
  // Their change is kept.
  expect(((await (await page.request.get(`/api/news/${news._id}`)).json()) as { title: string }).title).toBe(theirs);

  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(editor.getByText(RELOADED_TEXT)).toBeVisible();
  await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(theirs);
  await expect(editor.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('Changed by someone else.');

  await editor.getByRole('textbox', { name: 'Description', exact: true }).fill('Changed by someone else, and then by me.');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(newsMessages.updated)).toBeVisible();
  const stored = (await (await page.request.get(`/api/news/${news._id}`)).json()) as { title: string; description: string };
  expect(stored).toMatchObject({ title: theirs, description: 'Changed by someone else, and then by me.' });
});
