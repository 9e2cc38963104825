/**
 * On the family page a load that failed says so, with a Try again that asks again; the empty
 * states ("Nothing to pay", "No results yet") only when the server answered that there is nothing.
 * A parent must never read a failure as good news. Pay that does not reach the server says so, not
 * that nothing is due; the fees panel is there whenever the owed summary links to it.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import Results from '../../src/components/public/family/Results';
import Entries from '../../src/components/public/family/Entries';
import { familyTexts } from '../../src/domain/family/family';
import type { FamilyChild } from '../../src/domain/family/family-views';
import type { FamilyChargeView } from '../../src/domain/fees/fees';
import { feeMessages } from '../../src/domain/fees/fees';
import { islandWords, messagesFor } from '../../src/domain/i18n/translate.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { at } from './support/page';
import { aChild } from './support/family-child';
import { fakeApi, json, networkError, type FakeAnswer } from './support/fake-api';

afterEach(cleanup);

const m = messagesFor('en', familyWords, formsWords);
const ta = messagesFor('ta', familyWords, formsWords);

const child = aChild({ name: 'Meena Fees', registrationNo: 'ADRSA-2026-0007', season: 2026, canRenew: false });

const charge = (id: string, amount: number): FamilyChargeView => ({
  _id: id,
  kind: 'registration-new',
  state: 'due',
  amount,
  description: `Registration ${id}`,
  skaterId: 'kid1',
  skaterName: 'Meena Fees',
  createdAt: '2026-05-01T10:00:00.000Z',
});

const feesWith = (...charges: FamilyChargeView[]) => json({ charges, receipts: [], upi: true, officeInstructions: '' });

/** The signed-in family page, its fees answered by `fees()` at each request. */
const familyPage = (children: FamilyChild[], fees: () => FakeAnswer, more: Parameters<typeof fakeApi>[0] = {}) => {
  at('/my');
  const api = fakeApi({
    'GET /api/family/session': json({ signedIn: true, email: 'meena@example.com' }),
    'GET /api/family/children': json({ email: 'meena@example.com', children }),
    'GET /api/family/fees': () => fees(),
    'GET /api/fees': json({ season: { season: 2026, newFee: 0, renewalFee: 0 }, championship: null, policy: {} }),
    'GET /api/family/children/kid1/requests': json({ requests: [] }),
    ...more,
  });
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  return api;
};

test('fees that fail to load say so, not "Nothing to pay"; Try again, from the keyboard, shows the charges', async () => {
  let fees: FakeAnswer = json({ message: 'Internal error' }, 500);
  const { calls } = familyPage([child], () => fees);
  const panel = await screen.findByTestId('family-fees');
  expect(within(panel).getByRole('alert').textContent).toBe(m.t('family.feesLoadFailed'));
  expect(panel.textContent).not.toContain(feeMessages.noCharges);
  // The top of the page says it too, and leads to the panel with the button.
  const summary = screen.getByTestId('owed-summary');
  expect(summary.textContent).toContain(m.t('family.feesLoadFailed'));
  expect(
    within(summary)
      .getByRole('link', { name: m.t('family.feesLoadFailedLink') })
      .getAttribute('href'),
  ).toBe('#fees');

  fees = feesWith(charge('c1', 500));
  within(panel)
    .getByRole('button', { name: m.t('family.tryAgain') })
    .focus();
  await userEvent.setup().keyboard('{Enter}');
  expect(await screen.findByText('Registration c1')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByTestId('owed-summary').textContent).toContain(
    m.t('family.owedSummary', { total: m.t('forms.rupees', { amount: 500 }), count: 1 }),
  );
  expect(calls.filter((call) => call.path === '/api/family/fees')).toHaveLength(2);
});

test('no connection for the fees is a failure too; an answer with no charges is "Nothing to pay"', async () => {
  let fees: FakeAnswer = networkError;
  familyPage([child], () => fees);
  const panel = await screen.findByTestId('family-fees');
  expect(within(panel).getByRole('alert').textContent).toBe(m.t('family.feesLoadFailed'));
  fees = feesWith();
  await userEvent.setup().click(within(panel).getByRole('button', { name: m.t('family.tryAgain') }));
  expect(await within(await screen.findByTestId('family-fees')).findByText(feeMessages.noCharges)).toBeTruthy();
  expect(screen.queryByTestId('owed-summary')).toBeNull();
});

test('Pay that does not reach the server says so; the server’s 409 keeps its own words', async () => {
  let pay: FakeAnswer = networkError;
  familyPage([child], () => feesWith(charge('c1', 500), charge('c2', 300)), { 'POST /api/family/payments': () => pay });
  const user = userEvent.setup();
  const payAll = await screen.findByRole('button', { name: m.t('family.payAll', { amount: m.t('forms.rupees', { amount: 800 }) }) });
  await user.click(payAll);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(m.t('family.payUnreachable'));
  expect(alert.textContent).not.toContain(feeMessages.nothingDue);

  pay = json({ message: feeMessages.nothingDue }, 409);
  await user.click(payAll);
  expect((await screen.findByRole('alert')).textContent).toBe(feeMessages.nothingDue);

  pay = json({}, 500);
  await user.click(payAll);
  expect((await screen.findByRole('alert')).textContent).toBe(m.t('family.payFailed'));
});

test('no child left but a fee owed: the summary’s link leads to a fees panel that is there', async () => {
  familyPage([], () => feesWith(charge('c1', 500)));
  expect(await screen.findByText(familyTexts.none)).toBeTruthy();
  const link = within(await screen.findByTestId('owed-summary')).getByRole('link', { name: m.t('family.owedSummaryLink') });
  const panel = document.getElementById(link.getAttribute('href')!.slice(1));
  expect(panel).toBe(await screen.findByTestId('family-fees'));
  expect(within(panel!).getByText('Registration c1')).toBeTruthy();
});

test('no child and nothing owed or paid: no fees panel', async () => {
  const { calls } = familyPage([], () => feesWith());
  expect(await screen.findByText(familyTexts.none)).toBeTruthy();
  // Once the fees were asked for, a moment for their answer to be drawn.
  await waitFor(() => expect(calls.some((call) => call.path === '/api/family/fees')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByTestId('family-fees')).toBeNull();
  expect(screen.queryByTestId('owed-summary')).toBeNull();
});

test('results that fail to load say so, not "No results yet"; Try again shows them', async () => {
  let results: FakeAnswer = json({ message: 'Internal error' }, 500);
  fakeApi({ 'GET /api/family/children/kid1/results': () => results });
  render(<Results childId="kid1" m={m} />);
  expect((await screen.findByRole('alert')).textContent).toBe(m.t('family.resultsLoadFailed'));
  expect(screen.queryByText(familyTexts.noResults)).toBeNull();

  results = json({
    results: [{ eventId: 'e1', eventTitle: 'District Meet', eventDate: '2026-03-01', race: '500 m', position: 2 }],
    certificates: [],
  });
  await userEvent.setup().click(screen.getByRole('button', { name: m.t('family.tryAgain') }));
  expect((await screen.findByRole('listitem')).textContent).toContain('District Meet');
  expect(screen.queryByRole('alert')).toBeNull();
});

test('results the server says are none: "No results yet", with no failure', async () => {
  fakeApi({ 'GET /api/family/children/kid1/results': json({ results: [], certificates: [] }) });
  render(<Results childId="kid1" m={m} />);
  expect(await screen.findByText(familyTexts.noResults)).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('championships that fail to load say so (not that an entry could not be changed), in Tamil too; Try again asks again', async () => {
  let answer: FakeAnswer = json({ message: 'Internal error' }, 500);
  fakeApi({ 'GET /api/family/children/kid1/championships': () => answer });
  render(<Entries childId="kid1" m={m} />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(m.t('family.championshipsLoadFailed'));
  expect(alert.textContent).not.toContain(familyTexts.changeFailed);

  answer = json({ championships: [] });
  await userEvent.setup().click(screen.getByRole('button', { name: m.t('family.tryAgain') }));
  expect(await screen.findByText(familyTexts.noChampionships)).toBeTruthy();
  cleanup();

  answer = networkError;
  render(<Entries childId="kid1" m={ta} />);
  expect((await screen.findByRole('alert')).textContent).toBe(ta.t('family.championshipsLoadFailed'));
  expect(screen.getByRole('button', { name: 'மீண்டும் முயல்க' })).toBeTruthy();
});
