/**
 * The shell of every public page: header with logo and name, the hover menu that closes
 * 200 ms after the pointer leaves, the mobile slide-in panel, keyboard use, and the footer.
 */
import { expect, type Locator } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import { HOVER_MENU_CLOSE_DELAY_MS, publicNavigation } from '../../src/config/navigation.ts';
import { copyright, site } from '../../src/config/site.ts';
import { DESKTOP, MOBILE, open } from './fixtures/public.ts';

const achievementsItem = publicNavigation.find((item) => item.href === '/achievements')!;
const registrationItem = publicNavigation.find((item) => item.label === 'Registration')!;

/** The submenu list under a top-level menu entry (several entries have one). */
const submenuOf = (menu: Locator, label: string, list: string) =>
  menu
    .locator('li')
    .filter({ has: menu.page().getByRole('link', { name: label, exact: true }) })
    .locator(list);

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });

  test('header, navigation and footer', async ({ page }) => {
    await open(page, '/team');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const item of publicNavigation) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Team', exact: true })).toHaveAttribute('aria-current', 'page');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(site.tagline)).toBeVisible();
    await expect(footer.getByText(copyright(new Date().getFullYear()))).toBeVisible();
    await expect(footer.getByRole('link', { name: new RegExp(`on ${site.social[0].name}`) })).toBeVisible();
  });

  test(`the Achievements hover menu closes ${HOVER_MENU_CLOSE_DELAY_MS} ms after the pointer leaves`, async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const submenu = submenuOf(nav, 'Achievements', '[data-submenu]');
    await expect(submenu).toBeHidden();
    await nav.getByRole('link', { name: 'Achievements', exact: true }).hover();
    await expect(submenu).toBeVisible();
    for (const child of achievementsItem.children!)
      await expect(submenu.getByRole('link', { name: child.label, exact: true })).toBeVisible();

    await page.mouse.move(5, 600);
    const leftAt = Date.now();
    await page.waitForTimeout(100);
    const stillVisible = await submenu.isVisible();
    const checkedAt = Date.now() - leftAt;
    if (checkedAt < HOVER_MENU_CLOSE_DELAY_MS - 20) expect(stillVisible, `visible ${checkedAt} ms after leaving`).toBe(true);
    await page.waitForTimeout(300);
    await expect(submenu).toBeHidden({ timeout: 50 });

    // A sub-item can be reached by moving down into the menu: it stays open.
    await nav.getByRole('link', { name: 'Achievements', exact: true }).hover();
    await submenu.getByRole('link', { name: 'State', exact: true }).click();
    await expect(page).toHaveURL(/\/state\/?$/);
  });

  test('keyboard: skip link, tabbing through the menu, the submenu opens on focus and Escape closes it', async ({ page }) => {
    await open(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    const achievements = nav.getByRole('link', { name: 'Achievements', exact: true });
    await achievements.focus();
    const submenu = submenuOf(nav, 'Achievements', '[data-submenu]');
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link', { name: 'International' })).toBeFocused();
    // Focus is visible (an outline) on the focused link.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Escape');
    await expect(achievements).toBeFocused();
    await expect(submenu).toBeHidden();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: MOBILE });

  test('the hamburger opens a slide-in panel with the menu; Escape and the close button close it', async ({ page }) => {
    await open(page, '/events');
    const desktopNav = page.locator('nav.hidden');
    await expect(desktopNav).toBeHidden();
    const panel = page.locator('#mobile-menu');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(panel).toBeVisible();
    for (const item of publicNavigation) await expect(panel.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    // Under Achievements the small-screen menu shows only National and State.
    const inline = submenuOf(panel, 'Achievements', '[data-inline-submenu]');
    await expect(inline.getByRole('link')).toHaveText(
      achievementsItem.children!.filter((child) => child.inlineOnSmallScreens).map((child) => child.label),
    );
    await expect(inline.getByRole('link')).toHaveText(['National', 'State']);
    // Under Registration: the form, the status look-up and the renewal.
    await expect(submenuOf(panel, 'Registration', '[data-inline-submenu]').getByRole('link')).toHaveText(
      registrationItem.children!.map((child) => child.label),
    );

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await panel.getByRole('link', { name: 'Gallery', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\/?$/);
  });
});
