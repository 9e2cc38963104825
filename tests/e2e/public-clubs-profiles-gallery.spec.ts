/** Clubs and club detail, skater profiles (search, table and cards) and the gallery with its lightbox. */
import { expect } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import type { Club } from '../../src/domain/content/club.schema.ts';
import type { GalleryImage } from '../../src/domain/content/gallery.schema.ts';
import type { PublicSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { skaterMessages } from '../../src/domain/registry/skater.ts';
import { adminPost, signInApi } from './support/admin-api.ts';
import { apiGet, DESKTOP, MOBILE, open, unique } from './fixtures/public.ts';

test.describe('clubs', () => {
  test('the grid links each club to its page', async ({ page, request }) => {
    const clubs = await apiGet<Club[]>(request, '/api/associative-club');
    await open(page, '/club');
    const cards = page.locator('[data-club-card]');
    await expect(cards).toHaveCount(clubs.length);
    for (const [index, club] of clubs.entries()) {
      await expect(cards.nth(index)).toHaveAttribute('href', `/club/${club._id}`);
      await expect(cards.nth(index)).toContainText(club.clubName);
    }
  });

  test('a club page shows name, district and member cards', async ({ page, request }) => {
    const [club] = await apiGet<Club[]>(request, '/api/associative-club');
    await open(page, `/club/${club!._id}`);
    await expect(page.getByTestId('club-name')).toHaveText(club!.clubName);
    await expect(page.getByTestId('club-district')).toContainText(club!.district);
    const members = page.locator('[data-member-card]');
    await expect(members).toHaveCount(club!.members.length);
    const first = club!.members[0]!;
    await expect(members.first()).toContainText(first.memberName);
    await expect(members.first()).toContainText(first.role);
    await expect(members.first().locator('img')).toBeVisible();
  });

  test('a club created after the build has a working page before any rebuild', async ({ page, request, baseURL }) => {
    await signInApi(request, baseURL!);
    const clubName = unique('Rolling Stars');
    const created = (await adminPost(request, baseURL!, '/api/associative-club', {
      clubName,
      district: 'Anandpur',
      members: [{ memberName: 'Kiran Desai', role: 'Head Coach', profileImage: '', mobileNumber: '9876501234' }],
    })) as unknown as Club;
    await page.setViewportSize(MOBILE);
    await open(page, `/club/${created._id}`);
    await expect(page.getByTestId('club-name')).toHaveText(clubName);
    const card = page.locator('[data-member-card]');
    await expect(card).toContainText('Kiran Desai');
    await expect(card).toContainText('Head Coach');
    await expect(card.getByRole('link', { name: '9876501234' })).toHaveAttribute('href', 'tel:9876501234');
    await open(page, '/club');
    await expect(page.locator('[data-club-card]').filter({ hasText: clubName })).toBeVisible();
  });
});

test.describe('skater profiles', () => {
  test('heading counts the profiles; search is case-insensitive on name, gender, event category and club', async ({ page, request }) => {
    const skaters = await apiGet<{ profiles: PublicSkater[] }>(request, '/api/skaterprofiles');
    const profiles = skaters.profiles;
    expect(profiles.length).toBeGreaterThan(2);
    // Public fields only (docs/rules.md#personal-data).
    for (const profile of profiles)
      expect(Object.keys(profile).sort()).toEqual([
        '_id',
        'ageCategory',
        'eventCategory',
        'gender',
        'name',
        'registrationNo',
        'representativeClub',
        'skaterPhoto',
      ]);

    await page.setViewportSize(DESKTOP);
    await open(page, '/skatersprofile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(skaterMessages.listHeading(profiles.length));
    const table = page.getByTestId('profiles-table');
    await expect(table).toBeVisible();
    await expect(page.getByTestId('profiles-cards')).toBeHidden();
    await expect(table.locator('thead th')).toHaveText([
      'S.no',
      'Profile',
      'Name',
      'Registration No.',
      'Gender',
      'Event Category',
      'Representative Club',
    ]);
    const rows = table.locator('[data-profile-row]');
    await expect(rows).toHaveCount(profiles.length);
    await expect(rows.first().locator('td').first()).toHaveText('1');

    const search = page.getByLabel(skaterMessages.search);
    const matches = (query: string) =>
      profiles.filter((profile) =>
        [profile.name, profile.gender, profile.eventCategory, profile.representativeClub].some((field) =>
          field.toLowerCase().includes(query.toLowerCase()),
        ),
      );
    const sample = profiles[1]!;
    for (const query of [
      sample.name.toUpperCase(),
      sample.eventCategory.toLowerCase(),
      sample.representativeClub.slice(0, 8).toUpperCase(),
      'female',
    ]) {
      await search.fill(query);
      await expect(rows).toHaveCount(matches(query).length);
    }
    await search.fill(sample.name.toLowerCase());
    await expect(rows.first().getByRole('rowheader')).toHaveText(sample.name);
    await search.fill('zzzz-no-such-skater');
    await expect(rows).toHaveCount(0);
    await expect(page.getByText('No profiles found')).toBeVisible();
    // The heading still counts every profile.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(skaterMessages.listHeading(profiles.length));
  });

  test('small screens show cards instead of the table', async ({ page, request }) => {
    const { profiles } = await apiGet<{ profiles: PublicSkater[] }>(request, '/api/skaterprofiles');
    await page.setViewportSize(MOBILE);
    await open(page, '/skatersprofile');
    await expect(page.getByTestId('profiles-table')).toBeHidden();
    const cards = page.getByTestId('profiles-cards').locator('[data-profile-card]');
    await expect(cards).toHaveCount(profiles.length);
    await expect(cards.first()).toContainText(profiles[0]!.name);
    await expect(cards.first()).toContainText(profiles[0]!.representativeClub);
  });
});

test.describe('gallery', () => {
  test('four columns on large screens; the lightbox opens, moves with the arrow keys and closes three ways', async ({ page, request }) => {
    const images = await apiGet<GalleryImage[]>(request, '/api/gallery');
    expect(images.length).toBeGreaterThan(4);
    await page.setViewportSize(DESKTOP);
    await open(page, '/gallery');
    const items = page.locator('[data-gallery-item]');
    await expect(items).toHaveCount(images.length);
    const tops = await items.evaluateAll((buttons) => buttons.slice(0, 5).map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(tops.slice(0, 4).every((top) => top === tops[0])).toBe(true);
    expect(tops[4]).toBeGreaterThan(tops[0]!);

    await items.nth(1).click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(page.getByTestId('lightbox-counter')).toHaveText(`Image 2 of ${images.length}`);
    // The picture comes through the image CDN, sized for the lightbox, and really loads.
    const shown = lightbox.locator('img');
    await expect(shown).toHaveAttribute('src', new RegExp(`url=${encodeURIComponent(images[1]!.url)}&w=\\d+$`));
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('lightbox-counter')).toHaveText(`Image 3 of ${images.length}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('lightbox-counter')).toHaveText(`Image 1 of ${images.length}`);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('lightbox-counter')).toHaveText(`Image ${images.length} of ${images.length}`);

    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(items.nth(1)).toBeFocused();

    await items.nth(0).click();
    await expect(lightbox).toBeVisible();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();

    await items.nth(0).click();
    await expect(lightbox).toBeVisible();
    // A click on the backdrop, away from the picture and the buttons.
    await page.mouse.click(8, 8);
    await expect(lightbox).toBeHidden();
  });
});
