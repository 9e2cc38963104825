/**
 * A parent's season in Tamil, walked on the built site from /ta/ with no address typed, on a phone
 * (360 px) and a laptop (1366 px): find the skater form, register a child, confirm from the letter,
 * sign in to the family page with the letter read at the SMTP capture, see what is owed, enter a
 * championship, renew a child of last season, and ask for a renewal link on /ta/renew. Every
 * screen is in Tamil (no English sentence of the family page's), passes axe and has no sideways
 * scrolling; switching language on the family page keeps the page. Screenshots go to
 * docs/screenshots/ta-parent-*.png.
 */
import { expect, type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { today } from '../../src/domain/common/dates.ts';
import type { AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { withCheckDigit } from '../../src/domain/registry/aadhaar.ts';
import { ageCategory, championshipAgeDay, dayAsDate } from '../../src/domain/registry/age-category.ts';
import { messagesFor } from '../../src/domain/i18n/translate.ts';
import { allWords } from '../../src/domain/i18n/words-all.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { apiPost, expectNoAxeViolations, test, unique, useAdminSession } from './fixtures/admin.ts';
import { addGrid, makeChampionship } from './fixtures/championship.ts';
import { lettersTo } from './fixtures/family-link.ts';
import { hydrated, pngFile } from './fixtures/public.ts';

const ta = messagesFor('ta', ...allWords);
const en = messagesFor('en', familyWords, formsWords);
const rupees = (amount: number) => ta.t('forms.rupees', { amount });
/** A field by its label's words, which the required mark follows. */
const labelled = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The latest letter to `address` whose subject starts so, once it has arrived. */
const letter = async (address: string, subject: string) => {
  const find = async () => (await lettersTo(address)).filter((mail) => mail.subject.startsWith(subject)).at(-1);
  await expect.poll(async () => (await find()) !== undefined, { timeout: 30_000 }).toBe(true);
  return (await find())!;
};

/** The path and query of the first address in a letter that leads to `path` (with or without /ta). */
const linkIn = (text: string, path: string): string => {
  const found = new RegExp(`(https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*)`).exec(text)?.[1] ?? '';
  expect(found, `a link to ${path} in the letter`).not.toBe('');
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
};

/** The family page's English sentences that must not be left on its Tamil copy. */
const ENGLISH_LEFT = [
  en.t('family.signOut'),
  en.t('family.statusLabel'),
  en.t('family.registrationNo'),
  en.t('family.ageCategory'),
  en.t('family.proof'),
  en.t('family.results'),
  en.t('family.correction'),
  en.t('family.deletion'),
  en.t('family.download'),
  en.t('family.receiptsHeading'),
  en.t('family.payAll', { amount: '' }).replace(' ()', ''),
  'Pay by ',
  'age on ',
];

for (const width of [360, 1366] as const) {
  const phone = width === 360;

  test(`a parent's season in Tamil at ${width} px: register, confirm, sign in, fees, enter, renew`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    const headers = { Origin: baseURL ?? '' };
    const call = async (method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown) => {
      const res = await page.request[method](path, { headers, ...(data === undefined ? {} : { data }) });
      expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
      return res;
    };
    /** Tamil on the page, axe, no sideways scrolling, and the screenshot kept in docs/screenshots/. */
    const look = async (name: string, { fullPage = true } = {}) => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
      await expectNoAxeViolations(page);
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.scrollingElement?.scrollWidth ?? 0,
        inner: window.innerWidth,
      }));
      expect(scroll, `${name}: no sideways scrolling`).toBeLessThanOrEqual(inner);
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `docs/screenshots/ta-parent-${name}-${phone ? 'phone' : 'laptop'}.png`, fullPage });
    };
    const noEnglish = async (where: Page) => {
      const text = await where.locator('main').innerText();
      for (const english of ENGLISH_LEFT) expect(text, `"${english}" left in English`).not.toContain(english);
    };
    const email = `${unique('tamil walk').replace(/\W+/g, '.').toLowerCase()}@example.com`;
    const dob = '2015-04-04';

    // The association's side: this season's fees, a championship with entries open and its fees,
    // and a child of last season given this family's address (to renew).
    await useAdminSession(page);
    const { season } = (await (await call('get', '/api/fees')).json()) as { season: { season: number } };
    await call('put', `/api/fees/season-${season.season}`, { newFee: 300, renewalFee: 200 });
    const event = (await apiPost(page.request, baseURL, '/api/events', {
      title: unique('Tamil Championship'),
      date: today(),
      image: '',
      description: 'Races for every age category.',
      location: 'District rink',
    })) as { _id: string; title: string };
    await makeChampionship(page.request, baseURL, event._id, { maxRacesPerSkater: 2, closesInDays: 0.1 });
    const { races } = await addGrid(page.request, baseURL, event._id, {
      disciplines: ['Speed Quad'],
      ageCategories: [ageCategory(dob, dayAsDate(championshipAgeDay(today())))],
      genders: ['Female'],
    });
    await call('put', `/api/fees/event-${event._id}`, { perSkater: 200, perRace: 150, lateFee: 0 });
    const lapsed = ((await (await call('get', '/api/skaterprofiles?status=lapsed')).json()) as { profiles: AdminSkater[] }).profiles;
    const older = lapsed.at(-1);
    expect(older, 'the sample data holds a lapsed profile for this test').toBeDefined();
    await call('patch', `/api/skaterprofiles/${older?._id}`, { email });
    await page.context().clearCookies();

    // The Tamil home page, no address typed: the skater form is found from it.
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ta/');
    await hydrated(page);
    if (phone) {
      await page.getByRole('button', { name: ta.t('shell.openMenu') }).click();
      await page
        .locator('#mobile-menu')
        .getByRole('link', { name: ta.t('nav.register') })
        .click();
    } else {
      // The header's Registration menu names the skater form.
      await page
        .locator('header')
        .getByRole('link', { name: ta.t('nav.registration'), exact: true })
        .hover();
      await page
        .locator('header')
        .getByRole('link', { name: ta.t('nav.register') })
        .filter({ visible: true })
        .first()
        .click();
    }
    await expect(page).toHaveURL(/\/ta\/skaterform\/?$/);
    await hydrated(page);

    // The form in Tamil.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.t('registry.formTitle'));
    const form = page.getByTestId('skater-form');
    const name = unique('Tamil Kale');
    await form.getByLabel(labelled(ta.t('registry.name'))).fill(name);
    await form.getByLabel(labelled(ta.t('registry.parentName'))).fill('Sunita Kale');
    await form.getByLabel(labelled(ta.t('registry.dob'))).fill(dob);
    await form.getByLabel(labelled(ta.t('registry.gender'))).selectOption('Female');
    const digits = String(20_000_000_000 + Math.floor(Math.random() * 70_000_000_000));
    const valid = withCheckDigit(digits);
    const aadhaar = form.getByLabel(labelled(ta.t('registry.aadhaar')));
    await aadhaar.fill(`${digits}${(Number(valid.at(-1)) + 1) % 10}`);
    // The browser's own check says it in Tamil.
    await expect(form.getByText(ta.t('registry.aadhaarInvalid'))).toBeVisible();
    await aadhaar.fill(valid);
    await form.getByLabel(labelled(ta.t('registry.phone'))).fill('98220');
    await expect(form.getByText(ta.t('registry.phoneInvalid'))).toBeVisible();
    await form.getByLabel(labelled(ta.t('registry.phone'))).fill('9822012345');
    await form.getByLabel(labelled(ta.t('registry.email'))).fill(email);
    await expect(page.getByTestId('form-address')).toContainText(email);
    await form.getByLabel(labelled(ta.t('registry.eventCategory'))).selectOption('Speed Quad');
    await form.getByLabel(labelled(ta.t('registry.clubLabel'))).selectOption({ label: ta.t('registry.clubOther') });
    await form.getByLabel(labelled(ta.t('registry.clubOtherName'))).fill('Riverside Roller Academy');
    await form.getByLabel(labelled(ta.t('registry.coachName'))).fill('Coach Prakash');
    await form.getByLabel(labelled(ta.t('registry.proofType'))).selectOption({ label: ta.t('registry.proofType.Aadhar') });
    await form.getByLabel(labelled(ta.t('registry.skaterPhoto'))).setInputFiles(pngFile('photo.png'));
    await form.getByLabel(labelled(ta.t('registry.identityProof'))).setInputFiles(pngFile('proof.png'));
    await expect(form.getByText(ta.t('forms.photoReady'))).toHaveCount(2);
    await form.getByRole('checkbox', { name: ta.t('forms.consent') }).check();
    await expect(page.getByTestId('fee-note')).toContainText(rupees(300));
    await expect(page.getByTestId('fee-note')).toContainText(ta.t('forms.feeRegistration', { amount: rupees(300), days: 30 }));
    await look('form');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/skaterprofiles') && res.request().method() === 'POST');
    await form.getByRole('button', { name: ta.t('registry.submit') }).click();
    const { _id } = (await (await answered).json()) as { _id: string };

    // The waiting screen, in Tamil.
    const waiting = page.locator('[data-awaiting-confirmation]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.t('registry.pendingTitle'));
    await expect(waiting).toContainText(ta.t('registry.nothingYet'));
    await expect(waiting.getByTestId('sent-to')).toHaveText(email);
    await look('waiting');

    // The confirmation letter, written in the language of the form, leads to the Tamil confirmation page.
    const confirmLetter = await letter(email, ta.t('letter.confirm.subject'));
    await page.goto(linkIn(confirmLetter.text, '/ta/confirm-registration?token='));
    await hydrated(page);
    await page.getByRole('button', { name: ta.t('registry.confirmButton') }).click();
    await expect(page.getByText(ta.t('api.registrationConfirmed'))).toBeVisible();
    await expect(page.locator('[data-family-link]')).toHaveAttribute('href', '/ta/my');
    await look('confirmed');

    // The registrar approves it (admin API), so the child can be entered.
    await useAdminSession(page);
    await call('patch', `/api/skaterprofiles/${_id}`, { status: 'approved' });
    await page.context().clearCookies();

    // The family page, reached by clicking from the Tamil home page; the letter is read at the SMTP capture.
    await page.goto('/ta/');
    await hydrated(page);
    if (phone) {
      await page.getByRole('button', { name: ta.t('shell.openMenu') }).click();
      await page.locator('#mobile-menu [data-family-entry="menu"]').click();
    } else {
      await page.locator('[data-family-entry="header"]').click();
    }
    await expect(page).toHaveURL(/\/ta\/my\/?$/);
    await hydrated(page);
    await page.getByLabel(ta.t('family.email')).fill(email);
    await page.getByRole('button', { name: ta.t('family.send') }).click();
    await expect(page.getByText(ta.t('api.signInSent'))).toBeVisible();
    const signIn = await letter(email, ta.t('letter.signIn.subject', { short: site.shortName }));
    await page.goto(linkIn(signIn.text, '/ta/my?token='));
    await expect(page.getByTestId('family-email')).toHaveText(ta.t('family.signedInAs', { email }));

    // What is owed, in Tamil, at the top and in the fees panel.
    await expect(page.getByTestId('owed-summary')).toHaveText(
      `${ta.t('family.owedSummary', { total: rupees(300), count: 1 })} ${ta.t('family.owedSummaryLink')}`,
    );
    const fees = page.getByTestId('family-fees');
    await expect(fees.getByRole('heading', { level: 2 })).toHaveText(ta.t('family.feesHeading'));
    await expect(fees.getByTestId('family-charge').filter({ hasText: name })).toContainText(ta.t('family.state.due'));
    await expect(fees.getByTestId('charge-due-by').first()).toBeVisible();
    const child = page.locator(`article[data-child="${name}"]`);
    await expect(child.locator('[data-status]')).toHaveText(ta.t('family.statusApproved'));
    await noEnglish(page);
    await look('family');

    // Entering the championship: the review says each fee and the total in Tamil; the answer is in Tamil.
    await child.getByText(ta.t('family.championships')).click();
    const championship = child.locator(`[data-championship="${event.title}"]`);
    const [race] = races;
    await championship.getByRole('checkbox', { name: race?.name ?? '' }).check();
    await championship.getByRole('button', { name: ta.t('family.review') }).click();
    const quote = championship.getByTestId('entry-quote');
    await expect(quote).toContainText(ta.t('family.quotePerSkater'));
    await expect(quote.getByTestId('entry-quote-total')).toHaveText(rupees(350));
    await look('review');
    await championship.getByRole('button', { name: ta.t('family.confirmChange') }).click();
    await expect(child.getByRole('status').filter({ hasText: ta.t('api.entryChanged') })).toBeVisible();
    await expect(page.getByTestId('owed-summary')).toContainText(rupees(650));

    // Renewing last season's child: the consent and the answer in Tamil.
    const olderCard = page.locator(`article[data-child="${older?.name ?? ''}"]`);
    await expect(olderCard.locator('[data-status]')).toHaveText(ta.t('family.statusLapsed'));
    await olderCard.getByText(ta.t('family.renewTitle', { season: String(season.season) })).click();
    await expect(olderCard.getByTestId('fee-note')).toContainText(ta.t('forms.feeRenewal', { amount: rupees(200), days: 30 }));
    await olderCard.getByRole('checkbox').check();
    await look('renew');
    await olderCard.getByRole('button', { name: ta.t('family.renew') }).click();
    await expect(olderCard.getByRole('status').filter({ hasText: ta.t('api.renewed') })).toBeVisible();
    await expect(olderCard.locator('[data-status]')).toHaveText(ta.t('family.statusPending'));

    // Switching language on the family page keeps the page (and the session), and back.
    await page.locator('header a[data-language-switch]').click();
    await expect(page).toHaveURL(/\/my\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByTestId('family-email')).toHaveText(en.t('family.signedInAs', { email }));
    await page.locator('header a[data-language-switch]').click();
    await expect(page).toHaveURL(/\/ta\/my\/?$/);
    await expect(page.getByTestId('family-email')).toHaveText(ta.t('family.signedInAs', { email }));

    // The renewal page for a parent who is not signed in: a link by the registration number, answered in Tamil.
    await page.goto('/ta/renew');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.t('registry.renewTitle'));
    await page.getByLabel(ta.t('registry.linkRegistrationNo')).fill(`${site.registrationPrefix}-2026-0001`);
    await page.getByRole('button', { name: ta.t('registry.linkSend') }).click();
    await expect(page.getByText(ta.t('api.familyLinkSent'))).toBeVisible();
    await look('renew-link');
  });
}
