/**
 * The privacy notice in both languages, standing alone: the table of each item of personal data
 * with its purpose and how long it is kept, withdrawing consent, the grievance contact and the
 * Data Protection Board, at 360 and 1366 px with axe and no sideways scrolling (screenshots in
 * docs/screenshots/privacy-*.png). And withdrawing consent from the Tamil family page: one press,
 * the success says what happens next, and the skater leaves the public list at once.
 */
import { expect, type Page } from '@playwright/test';
import { test, unique, useAdminSession } from './fixtures/admin.ts';
import { apiGet, expectNoAxeViolations, hydrated, open } from './fixtures/public.ts';
import { approvedSkater } from './fixtures/championship.ts';
import { familyLinkTo } from './fixtures/family-link.ts';
import { site } from '../../src/config/site.ts';
import { PROOF_RETENTION_DAYS } from '../../src/config/rules.ts';
import { familyTexts } from '../../src/domain/family/family.ts';
import { messagesFor } from '../../src/domain/i18n/translate.ts';
import { allWords } from '../../src/domain/i18n/words-all.ts';
import type { PublicSkater } from '../../src/domain/registry/skater-views.schema.ts';

const LANGUAGES = [
  { code: 'en', path: '/privacy', m: messagesFor('en', ...allWords) },
  { code: 'ta', path: '/ta/privacy', m: messagesFor('ta', ...allWords) },
] as const;
const ITEMS = ['itemName', 'itemDob', 'itemAadhaar', 'itemPhone', 'itemEmail', 'itemPhoto', 'itemProof', 'itemResults'] as const;

const noSidewaysScrolling = async (page: Page, label: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );

for (const { code, path, m } of LANGUAGES) {
  test(`the privacy notice in ${code} stands alone: every item with its purpose and time kept, withdrawal, contacts, version`, async ({
    page,
  }) => {
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', code === 'ta' ? 'ta-IN' : 'en-IN');
      await expect(page.getByRole('heading', { level: 1, name: m.t('privacy.title') })).toBeVisible();
      const table = page.getByRole('table', { name: m.t('privacy.dataCaption') });
      await expect(table.getByRole('columnheader')).toHaveText([m.t('privacy.colItem'), m.t('privacy.colPurpose'), m.t('privacy.colKept')]);
      await expect(table.getByRole('rowheader')).toHaveText(ITEMS.map((item) => m.t(`privacy.${item}`)));
      await expect(table.locator('[data-proof-retention]')).toHaveText(m.t('privacy.keptProof', { days: PROOF_RETENTION_DAYS }));
      await expect(page.getByText(m.t('privacy.consentText'))).toBeVisible();
      const withdraw = page.locator('#withdraw');
      await expect(withdraw.getByRole('heading', { level: 2 })).toHaveText(m.t('privacy.withdrawHeading'));
      await expect(withdraw).toContainText(m.t('privacy.withdrawHow'));
      await expect(page.locator('article').getByRole('link', { name: m.t('privacy.familyLink'), exact: true })).toHaveAttribute(
        'href',
        m.path('/my'),
      );
      await expect(page.locator('[data-grievance]')).toContainText(site.grievance.name);
      await expect(page.locator('[data-grievance]').getByRole('link', { name: site.grievance.email })).toBeVisible();
      await expect(page.locator('[data-board]')).toHaveText(m.t('privacy.board'));
      await expect(page.locator('[data-notice-version]')).toContainText(
        m.t('privacy.version', { version: '4', date: m.date('2026-11-28') }),
      );
      await noSidewaysScrolling(page, `${path} at ${width}px`);
      await expectNoAxeViolations(page, `${path} at ${width}px`);
      await page.screenshot({ path: `docs/screenshots/privacy-${code}-${width}.png`, fullPage: true });
    }
  });
}

test('a parent withdraws consent from the Tamil family page in one press; the skater leaves the public list', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const ta = LANGUAGES[1].m;
  const email = `${unique('consent').replace(/\s+/g, '.').toLowerCase()}@example.com`;
  await useAdminSession(page);
  const child = await approvedSkater(page.request, baseURL, { email, gender: 'Female', eventCategory: 'Speed Quad', dob: '2014-07-07' });
  await page.context().clearCookies();
  const listed = async () =>
    (await apiGet<{ profiles: PublicSkater[] }>(page.request, `/api/skaterprofiles?q=${encodeURIComponent(child.name)}`)).profiles.some(
      (profile) => profile.name === child.name,
    );
  expect(await listed()).toBe(true);

  await page.setViewportSize({ width: 360, height: 900 });
  await open(page, '/my');
  await page.getByLabel(familyTexts.email).fill(email);
  await page.getByRole('button', { name: familyTexts.send }).click();
  await page.goto(await familyLinkTo(email, 'Your sign-in link'));
  await expect(page.locator(`article[data-child="${child.name}"]`)).toBeVisible();
  await open(page, '/ta/my');
  const consent = page.getByRole('region', { name: ta.t('consent.heading') });
  await expect(consent).toBeVisible();
  await expect(consent.getByRole('link', { name: ta.t('consent.more') })).toHaveAttribute('href', '/ta/privacy#withdraw');
  await expectNoAxeViolations(page, '/ta/my signed in');
  await noSidewaysScrolling(page, '/ta/my at 360px');

  await consent.getByRole('button', { name: ta.t('consent.withdraw', { name: child.name }) }).click();
  await expect(consent.getByRole('status')).toContainText(ta.t('consent.done', { name: child.name }));
  await expect(consent.getByRole('link', { name: ta.t('consent.next') })).toHaveAttribute('href', '/ta/privacy#withdraw');
  await expect(consent.getByRole('button', { name: ta.t('consent.withdraw', { name: child.name }) })).toHaveCount(0);
  await consent.screenshot({ path: 'docs/screenshots/privacy-withdrawn-ta-360.png' });
  expect(await listed()).toBe(false);

  // Reloaded, the page says when consent was withdrawn instead of offering the button again.
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('region', { name: ta.t('consent.heading') })).toContainText(child.name);
  await expect(page.getByTestId('consent-child').filter({ hasText: child.name })).toContainText(
    ta.t('consent.withdrawnOn', { date: ta.date(new Date().toISOString()) }),
  );
});
