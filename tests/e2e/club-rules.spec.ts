/**
 * The director's club rules on the championship's rules screen: the quota per race and the points
 * per place are saved, shown again, kept by a later save of the screen, and taken away when emptied.
 */
import { expect, type Page } from '@playwright/test';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '../../src/domain/championships/championship-texts.ts';
import type { PublicChampionship } from '../../src/domain/championships/championship-views.ts';
import { clubRulesTexts } from '../../src/domain/clubs/club-rules-texts.ts';
import { expectNoAxeViolations, openAdmin, signIn, test } from './fixtures/admin.ts';
import { newEvent } from './fixtures/championship.ts';
import { apiGet } from './fixtures/public.ts';

const saved = (page: Page) => expect(page.getByRole('status').filter({ hasText: championshipMessages.saved })).toBeVisible();

/** Clicks a save button and waits for that save's answer: the "saved" notice of an earlier save may still be showing. */
const saveWith = async (page: Page, button: ReturnType<Page['getByRole']>) => {
  const answered = page.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/championship'));
  await button.click();
  expect((await answered).ok()).toBe(true);
  await saved(page);
};

test('the rules screen sets, keeps and clears the club quota and the club points', async ({ page, baseURL }) => {
  await signIn(page);
  const event = await newEvent(page.request, baseURL);
  const rulesOf = () => apiGet<PublicChampionship>(page.request, `/api/events/${event._id}/championship`);

  await openAdmin(page, `/admin/championships?event=${event._id}`);
  let rules = page.getByTestId('rules-form');
  await rules.getByLabel(texts.entriesClose).fill('2031-01-10T18:00');
  await rules.getByLabel(clubRulesTexts.quota).fill('4');
  await rules.getByLabel(clubRulesTexts.points).fill('10, 6, 4');
  await expectNoAxeViolations(page);
  await rules.getByRole('button', { name: texts.makeChampionship }).click();
  await saved(page);
  expect(await rulesOf()).toMatchObject({ clubQuotaPerRace: 4, clubPoints: [10, 6, 4] });

  // Opened again, the screen shows them; saving it for another rule keeps them.
  await openAdmin(page, `/admin/championships?event=${event._id}&section=rules`);
  rules = page.getByTestId('rules-form');
  await expect(rules.getByLabel(clubRulesTexts.quota)).toHaveValue('4');
  await expect(rules.getByLabel(clubRulesTexts.points)).toHaveValue('10, 6, 4');
  await rules.getByLabel(texts.maxRaces).fill('3');
  await saveWith(page, rules.getByRole('button', { name: texts.saveRules }));
  expect(await rulesOf()).toMatchObject({ maxRacesPerSkater: 3, clubQuotaPerRace: 4, clubPoints: [10, 6, 4] });

  // Emptied: no quota, the default points.
  await rules.getByLabel(clubRulesTexts.quota).fill('');
  await rules.getByLabel(clubRulesTexts.points).fill('');
  await saveWith(page, rules.getByRole('button', { name: texts.saveRules }));
  const cleared = await rulesOf();
  expect(cleared.clubQuotaPerRace).toBeUndefined();
  expect(cleared.clubPoints).toBeUndefined();
});
