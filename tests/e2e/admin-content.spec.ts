/**
 * Content screens: achievements, updates, news, events and breaking news. Each form's success and
 * validation texts, counters, the list each opens on with its Add button, confirmations, and the public page showing
 * what the admin just created. The add forms' failure texts are component tests
 * (tests/component/admin-save-failures.test.tsx).
 */
import { expect, type Page } from '@playwright/test';
import { achievementMessages } from '../../src/domain/content/achievement.ts';
import { breakingNewsMessages } from '../../src/domain/content/breaking-news.ts';
import { eventMessages } from '../../src/domain/events/event.ts';
import { newsMessages } from '../../src/domain/content/news.ts';
import { updateMessages } from '../../src/domain/content/update.ts';
import { apiPost, confirmDialog, countGets, delayApi, openAddForm, openAdmin, pngFile, signIn, test, unique } from './fixtures/admin.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const item = (page: Page, text: string) => page.locator('[data-item-id]', { hasText: text });

/** Delete one item: Cancel first (it stays), then confirm (it leaves the list without a refetch). */
const deleteWithConfirmation = async (page: Page, text: string, apiPath: string, confirmText: string, deletedText: string) => {
  await page.getByLabel(/^Search/).fill(text);
  // The server's answer to the search: the list holds this item alone.
  await expect(page.getByText(/^1 of \d+ shown$/)).toBeVisible();
  await expect(item(page, text)).toHaveCount(1);
  const gets = countGets(page, apiPath);
  await item(page, text)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await expect(confirmDialog(page)).toBeVisible();
  await expect(confirmDialog(page)).toContainText(confirmText);
  await expect(confirmDialog(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(item(page, text)).toHaveCount(1);
  await item(page, text)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(deletedText)).toBeVisible();
  await expect(item(page, text)).toHaveCount(0);
  expect(gets()).toBe(0);
};

test.describe('achievements', () => {
  test('opens on its list with Edit and Delete; Add shows the form, Back to the list returns', async ({ page }) => {
    await openAdmin(page, '/admin/achievements');
    await expect(page.getByRole('heading', { level: 2, name: achievementMessages.listHeading })).toBeVisible();
    await expect(page.getByLabel('Search achievements')).toBeVisible();
    const first = page.locator('[data-item-id]').first();
    await expect(first.getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(first.getByRole('button', { name: /^Delete/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveCount(0);
    // Keyboard: Add is a real button, and the focus lands on the form's heading.
    const add = page.getByRole('button', { name: achievementMessages.postHeading, exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: achievementMessages.postHeading })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(page.getByLabel('Search achievements')).toBeVisible();
    await expect(add).toBeFocused();
  });

  test('validation, counters and the level placeholder', async ({ page }) => {
    await openAdmin(page, '/admin/achievements');
    await openAddForm(page, achievementMessages.postHeading);
    await expect(page.getByLabel('Level').locator('option', { hasText: 'Select level' })).toBeDisabled();
    await page.getByRole('button', { name: 'Post Achievement' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Level is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeFocused();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Spring Cup');
    await expect(
      page.locator('#' + (await page.getByRole('textbox', { name: 'Title', exact: true }).getAttribute('id')) + '-count'),
    ).toHaveText('10/45 characters');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('x'.repeat(60));
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('x'.repeat(45));
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('abc');
    await expect(page.getByText('3/1500')).toBeVisible();
  });

  test('posting clears the form and the public pages show it', async ({ page }) => {
    const title = unique('Regional gold');
    await openAdmin(page, '/admin/achievements');
    await openAddForm(page, achievementMessages.postHeading);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Gold in the 1000 m at the regional meet.');
    await page.getByLabel('Year').fill('2025');
    await page.getByLabel('Level').selectOption('National');
    await page.getByLabel('Image', { exact: true }).setInputFiles(pngFile('first.png'));
    await page.getByLabel('Second image').setInputFiles(pngFile('second.png', [220, 38, 38]));
    await expect(page.getByRole('img', { name: 'Preview of second image' })).toBeVisible();
    await page.getByRole('button', { name: 'Post Achievement' }).click();
    await expect(page.getByRole('status').getByText(achievementMessages.posted)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('');
    await expect(page.getByLabel('Year')).toHaveValue('');
    await expect(page.getByLabel('Level')).toHaveValue('');
    await expect(page.getByRole('img', { name: /^Preview/ })).toHaveCount(0);
    await expect(page.getByText('0/45')).toBeVisible();

    await page.goto('/achievements');
    await expect(page.getByText(title).first()).toBeVisible();
    await page.goto('/national');
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test('/admin/achievements/delete opens on the list too; delete asks first and removes the item without a refetch', async ({
    page,
    baseURL,
  }) => {
    const title = unique('To be deleted');
    await apiPost(page.request, baseURL, '/api/achievementspost', {
      title,
      level: 'District',
      year: '2024',
      description: '',
      image: '',
      image2: '',
    });
    await openAdmin(page, '/admin/achievements/delete');
    await expect(page.getByRole('heading', { level: 2, name: achievementMessages.listHeading })).toBeVisible();
    await deleteWithConfirmation(
      page,
      title,
      '/api/achievements',
      'Are you sure you want to delete this achievement?',
      'Achievement deleted successfully!',
    );
    await page.goto('/achievements');
    await expect(page.getByText(title)).toHaveCount(0);
  });
});

test.describe('updates', () => {
  test('empty text, counter, success and the public Latest Updates box', async ({ page }) => {
    const text = unique('Rink open late');
    await openAdmin(page, '/admin/updates');
    await openAddForm(page, updateMessages.addHeading);
    await page.getByLabel('Update text').fill('   ');
    await page.getByRole('button', { name: 'Add Update' }).click();
    await expect(page.getByText(updateMessages.empty)).toBeVisible();
    await page.getByLabel('Update text').fill(text);
    await expect(page.getByText(`${text.length}/50`)).toBeVisible();
    await page.getByRole('button', { name: 'Add Update' }).click();
    await expect(page.getByText(updateMessages.added)).toBeVisible();
    await expect(page.getByText(updateMessages.empty)).toHaveCount(0);
    await expect(page.getByLabel('Update text')).toHaveValue('');
    await page.goto('/national');
    await expect(page.getByText(text)).toBeVisible();
  });

  test('the screen opens on the list of updates; delete after confirmation', async ({ page, baseURL }) => {
    const text = unique('Old update');
    await apiPost(page.request, baseURL, '/api/updates', { text });
    await openAdmin(page, '/admin/updates');
    await expect(page.getByRole('heading', { level: 2, name: updateMessages.listHeading })).toBeVisible();
    await deleteWithConfirmation(page, text, '/api/updates', 'Are you sure you want to delete this update?', updateMessages.deleted);
  });
});

test.describe('news', () => {
  test('title required, counters, success with and without an image, public News page', async ({ page }) => {
    const plain = unique('Club meeting');
    const withImage = unique('Medal ceremony');
    await openAdmin(page, '/admin/news');
    await openAddForm(page, newsMessages.addHeading);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('  ');
    await page.getByRole('button', { name: 'Post News' }).click();
    await expect(page.getByText(newsMessages.titleEmpty)).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(plain);
    await expect(page.getByText(`${plain.length}/100`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('All members are invited to the annual meeting.');
    await expect(page.getByText('46/3000')).toBeVisible();
    await page.getByRole('button', { name: 'Post News' }).click();
    await expect(page.getByText(newsMessages.added)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('');

    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(withImage);
    await page.getByLabel('Image (optional)').setInputFiles(pngFile('news.png', [234, 179, 8]));
    await expect(page.getByRole('img', { name: /^Preview of image/ })).toBeVisible();
    await page.getByRole('button', { name: 'Post News' }).click();
    await expect(page.getByText(newsMessages.added)).toBeVisible();
    await expect(page.getByRole('img', { name: /^Preview of image/ })).toHaveCount(0);

    await page.goto('/News');
    await expect(page.getByText(plain)).toBeVisible();
    await expect(page.getByText(withImage)).toBeVisible();
  });

  test('/admin/news/delete opens on the list; delete after confirmation', async ({ page, baseURL }) => {
    const title = unique('Stale news');
    await apiPost(page.request, baseURL, '/api/news', { title, description: 'Soon gone', image: '' });
    await openAdmin(page, '/admin/news/delete');
    await expect(page.getByRole('heading', { level: 2, name: newsMessages.listHeading })).toBeVisible();
    await deleteWithConfirmation(page, title, '/api/news', newsMessages.confirmDelete, newsMessages.deleted);
    await page.goto('/News');
    await expect(page.getByText(title)).toHaveCount(0);
  });
});

test.describe('events', () => {
  test('title and date required, counters, success, public Events page', async ({ page }) => {
    const title = unique('Open skating day');
    await openAdmin(page, '/admin/events');
    await openAddForm(page, eventMessages.addHeading);
    await page.getByLabel('Event title').fill('   ');
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText(eventMessages.titleEmpty)).toBeVisible();
    await expect(page.getByText('Date is required')).toBeVisible();
    await page.getByLabel('Event title').fill(title);
    await expect(page.getByText(`${title.length}/100`)).toBeVisible();
    await page.getByLabel('Date').fill('2031-05-17');
    await page.getByLabel('Location').fill('Municipal Rink');
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Free skating for everyone.');
    await expect(page.getByText('26/2000')).toBeVisible();
    await page.getByLabel('Image').setInputFiles(pngFile('event.png', [147, 51, 234]));
    await expect(page.getByRole('img', { name: 'Preview of image' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText(eventMessages.added)).toBeVisible();
    for (const label of ['Event title', 'Date', 'Location', 'Description']) await expect(page.getByLabel(label)).toHaveValue('');
    await expect(page.getByRole('img', { name: 'Preview of image' })).toHaveCount(0);
    await page.goto('/events');
    await expect(page.getByText(title)).toBeVisible();
  });

  test('the list: the confirmation counts the registrations that go with the event, then the original success text', async ({
    page,
    baseURL,
  }) => {
    const title = unique('Cancelled race');
    const event = (await apiPost(page.request, baseURL, '/api/events', {
      title,
      date: '2031-03-03',
      description: '',
      location: '',
      image: '',
    })) as { _id: string };
    for (const email of ['first.parent@example.com', 'second.parent@example.com']) {
      await apiPost(page.request, baseURL, '/api/registrations', {
        eventId: event._id,
        name: 'Kabir Gupta',
        age: 12,
        email,
        phone: '9123456789',
      });
    }
    await openAdmin(page, '/admin/events');
    const question = eventMessages.confirmDeleteWithRegistrations(2);
    expect(question).toBe('Are you sure you want to delete this event? Its 2 registrations will be deleted with it.');
    await deleteWithConfirmation(page, title, '/api/events', question, eventMessages.deleted);
    const registrations = (await (await page.request.get('/api/registrations')).json()) as { eventId: string }[];
    expect(registrations.filter((registration) => registration.eventId === event._id)).toEqual([]);
    await page.goto('/events');
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('the list: an event without registrations says so', async ({ page, baseURL }) => {
    const title = unique('Quiet race');
    await apiPost(page.request, baseURL, '/api/events', { title, date: '2031-03-04', description: '', location: '', image: '' });
    await openAdmin(page, '/addevents');
    await page.getByLabel(/^Search/).fill(title);
    await item(page, title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(confirmDialog(page)).toHaveText(/Are you sure you want to delete this event\? It has no registrations\./);
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  });
});

test.describe('breaking news', () => {
  // Other browser tests compare the banner with the text prerendered at build time: put it back.
  // Its link too: the home page's ticker leads to the championship the sample links it to.
  let original = { content: '', link: '' };
  test.beforeEach(async ({ page }) => {
    original = (await (await page.request.get('/api/breaking-news')).json()) as { content: string; link: string };
  });
  test.afterEach(async ({ page, baseURL }) => {
    if (original.content) {
      await apiPost(page.request, baseURL, '/api/breaking-news', {
        content: original.content,
        ...(original.link ? { link: original.link } : {}),
      });
    }
  });

  test('empty content is refused; saving shows Updating... with the field disabled, then the about page shows it', async ({ page }) => {
    const content = unique('Championship moved to the new rink');
    await openAdmin(page, '/admin/breaking-news');
    const field = page.getByLabel('Breaking news content');
    await page.getByRole('button', { name: 'Update Breaking News' }).click();
    await expect(page.getByText(breakingNewsMessages.empty)).toBeVisible();
    await field.fill('    ');
    await page.getByRole('button', { name: 'Update Breaking News' }).click();
    await expect(page.getByText(breakingNewsMessages.empty)).toBeVisible();

    await field.fill(content);
    await delayApi(page, '/api/breaking-news', 'POST', 1_000);
    await page.getByRole('button', { name: 'Update Breaking News' }).click();
    await expect(page.getByRole('button', { name: breakingNewsMessages.updating })).toBeDisabled();
    await expect(field).toBeDisabled();
    await expect(page.getByText(breakingNewsMessages.updated)).toBeVisible();
    await expect(field).toBeEnabled();
    await expect(field).toHaveValue('');
    await expect(page.locator('[data-current-breaking-news]')).toHaveText(content);

    await page.goto('/');
    await expect(page.locator('[data-breaking-news-text]')).toHaveText(content);
  });
});
