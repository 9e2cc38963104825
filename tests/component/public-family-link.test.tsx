/**
 * Renewal and entries without a family session: the number-only form sends the number (and the
 * championship) and shows the server's one answer, or its refusal; the family page follows a
 * link's `next` only when it is one of its own places, opening the child's renewal in focus.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import FamilyLinkForm from '../../src/components/public/family/FamilyLinkForm';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import { familyLinkMessages, familyLinkTexts, familyNext } from '../../src/domain/family/family-links';
import { familyTexts } from '../../src/domain/family/family';
import type { FamilyChild } from '../../src/domain/family/family-views';
import { at } from './support/page';
import { aChild } from './support/family-child';
import { fakeApi, json, networkError } from './support/fake-api';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';

afterEach(cleanup);

const EVENT = 'a1b2c3d4e5f6a1b2c3d4e5f6';

test('the form sends the number and the championship only, and shows the one answer', async () => {
  at(`/events/${EVENT}`);
  const { calls } = fakeApi({ 'POST /api/family/link': json({ message: familyLinkMessages.sent }) });
  const user = userEvent.setup();
  render(<FamilyLinkForm testId="entry-link-form" eventId={EVENT} lead={familyLinkTexts.entryLead} texts={familyLinkTexts} />);
  expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('name') !== 'website')).toHaveLength(1);
  await user.type(screen.getByLabelText(familyLinkTexts.registrationNo, { exact: false }), ' ADRSA-2026-0001 ');
  await user.click(screen.getByRole('button', { name: familyLinkTexts.send }));
  expect((await screen.findByRole('status')).textContent).toBe(familyLinkMessages.sent);
  // No number at hand: the family page's sign-in by e-mail is the way in.
  expect(screen.getByText(familyLinkTexts.noNumber)).toBeTruthy();
  expect(screen.getByRole('link', { name: familyLinkTexts.familyPage }).getAttribute('href')).toBe('/my');
  expect(calls.find((call) => call.path === '/api/family/link')?.body).toEqual({
    registrationNo: 'ADRSA-2026-0001',
    website: '',
    eventId: EVENT,
  });
});

test('a refusal shows the server’s words; no connection shows the form’s own', async () => {
  at('/renew');
  let answer: Response | typeof networkError = json({ message: 'Too many requests. Try again later.' }, 429);
  fakeApi({ 'POST /api/family/link': () => answer });
  const user = userEvent.setup();
  render(<FamilyLinkForm testId="renew-link-form" lead={familyLinkTexts.renewLead} texts={familyLinkTexts} />);
  await user.type(screen.getByLabelText(familyLinkTexts.registrationNo, { exact: false }), 'ADRSA-2026-0001');
  await user.click(screen.getByRole('button', { name: familyLinkTexts.send }));
  expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
  answer = networkError;
  await user.click(screen.getByRole('button', { name: familyLinkTexts.send }));
  expect((await screen.findByRole('alert')).textContent).toContain(familyLinkTexts.network);
});

const child = aChild({ name: 'Asha Link' });

const familyRoutes = () =>
  fakeApi({
    'POST /api/family/verify': json({ message: 'Signed in.', email: 'asha@example.com' }),
    'GET /api/family/session': json({ signedIn: true, email: 'asha@example.com' }),
    'GET /api/family/children': json({ email: 'asha@example.com', children: [child] }),
    'GET /api/family/fees': json({ charges: [], receipts: [], way: null }),
    'GET /api/fees': json({ season: { season: 2026, newFee: 0, renewalFee: 0 }, championship: null, policy: {} }),
    'GET /api/family/children/kid1/requests': json({ requests: [] }),
  });

test('a link naming the child’s renewal opens it in focus, and leaves the address bar clean', async () => {
  at(`/my?token=abc.def&next=${encodeURIComponent(familyNext({ kind: 'renew', childId: 'kid1' }))}`);
  familyRoutes();
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  const summary = await screen.findByText(familyTexts.renewTitle(2026));
  expect(summary.closest('details')?.open).toBe(true);
  // The focus moves in an effect that runs after the page is drawn, which under load can be a moment later.
  await waitFor(() => expect(document.activeElement).toBe(summary));
  expect(window.location.search).toBe('');
});

test('a next that is not one of the family page’s places is ignored', async () => {
  at(`/my?token=abc.def&next=${encodeURIComponent('https://evil.example/my#renew-kid1')}`);
  familyRoutes();
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  const summary = await screen.findByText(familyTexts.renewTitle(2026));
  expect(summary.closest('details')?.open).toBe(false);
  expect(document.activeElement).not.toBe(summary);
  expect(window.location.search).toBe('');
});

/** The family page opened by a letter's link naming `target`, for this one child. */
const openedFor = async (one: FamilyChild, next: string) => {
  at(`/my?token=abc.def&next=${encodeURIComponent(next)}`);
  fakeApi({
    'POST /api/family/verify': json({ message: 'Signed in.', email: 'asha@example.com' }),
    'GET /api/family/session': json({ signedIn: true, email: 'asha@example.com' }),
    'GET /api/family/children': json({ email: 'asha@example.com', children: [one] }),
    'GET /api/family/fees': json({ charges: [], receipts: [], way: null }),
    'GET /api/fees': json({
      season: { season: 2026, newFee: 0, renewalFee: 0 },
      championship: null,
      policy: { unpaidOnStartList: true, approvalWaitsForFee: false },
    }),
    'GET /api/family/children/kid1/requests': json({ requests: [] }),
    'GET /api/family/children/kid1/championships': json({ championships: [] }),
  });
  render(<FamilyPage words={islandWords('en', familyWords, formsWords)} />);
  await screen.findByRole('article', { name: one.name });
  return screen.queryByTestId('target-unavailable')?.textContent ?? null;
};

test('a link naming what the child cannot do now says why and what comes first, instead of opening nothing', async () => {
  const renew = familyNext({ kind: 'renew', childId: 'kid1' });
  const entry = familyNext({ kind: 'entry', childId: 'kid1', eventId: EVENT });
  const current: FamilyChild = { ...child, status: 'approved', season: 2026, canRenew: false };
  expect(await openedFor(current, renew)).toBe('Asha Link is registered for the 2026 season already: there is nothing to renew now.');
  cleanup();
  // Lapsed: the renewal comes first, and it is right below.
  expect(await openedFor(child, entry)).toBe(
    'To enter Asha Link in a championship, first renew the registration for the 2026 season, just below.',
  );
  expect(screen.getByText(familyTexts.renewTitle(2026))).toBeTruthy();
  cleanup();
  expect(await openedFor({ ...child, status: 'pending', season: 2026, canRenew: false }, entry)).toBe(
    'Asha Link can be entered in championships once the registration is approved.',
  );
  cleanup();
  // What the link names is there to do: it opens, and nothing else is said.
  expect(await openedFor(child, renew)).toBeNull();
  cleanup();
  expect(await openedFor(current, entry)).toBeNull();
});
