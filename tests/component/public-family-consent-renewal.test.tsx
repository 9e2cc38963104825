/**
 * A child whose consent was withdrawn is not renewed: where the renewal would be, the family page
 * says when consent was withdrawn, why the profile cannot be renewed (the renewal route's own
 * words), and links to the registration form, in the page's language; the renewal is not offered,
 * not even when a renewal link's `next` names that child.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import { familyNext } from '../../src/domain/family/family-links';
import { familyTexts } from '../../src/domain/family/family';
import type { FamilyChild } from '../../src/domain/family/family-views';
import { formatDate } from '../../src/domain/common/dates.ts';
import { consentMessages } from '../../src/domain/registry/consent-withdrawal.ts';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { consentWords } from '../../src/domain/i18n/words-consent.ts';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const WITHDRAWN_AT = '2026-06-01T10:00:00.000Z';

const child: FamilyChild = {
  _id: 'kid1',
  name: 'Ravi Withdrawn',
  skaterPhoto: '/images/placeholder.png',
  registrationNo: 'ADRSA-2026-0001',
  status: 'lapsed',
  season: 2026,
  currentSeason: 2027,
  eventCategory: 'Speed Quad',
  representativeClub: 'Riverside',
  coachName: 'Arjun',
  ageCategory: 'Sub Junior',
  referenceDay: '2027-01-01',
  age: 11,
  proof: { state: 'deleted' },
  canRenew: false,
  consentWithdrawnAt: WITHDRAWN_AT,
};

const familyRoutes = () =>
  fakeApi({
    'POST /api/family/verify': json({ message: 'Signed in.', email: 'ravi@example.com' }),
    'GET /api/family/session': json({ signedIn: true, email: 'ravi@example.com' }),
    'GET /api/family/children': json({ email: 'ravi@example.com', children: [child] }),
    'GET /api/family/fees': json({ charges: [], receipts: [], way: null }),
    'GET /api/fees': json({ season: { season: 2027, newFee: 0, renewalFee: 0 }, championship: null, policy: {} }),
    'GET /api/family/children/kid1/requests': json({ requests: [] }),
  });

test('a renewal link for a withdrawn child: no renewal, the reason in the server’s words, and the link to register', async () => {
  at(`/my?token=abc.def&next=${encodeURIComponent(familyNext({ kind: 'renew', childId: 'kid1' }))}`);
  familyRoutes();
  render(<FamilyPage words={islandWords('en', familyWords, formsWords, consentWords)} />);
  const note = await screen.findByTestId('renew-withdrawn');
  expect(note.textContent).toBe(consentMessages.noRenewal(formatDate(WITHDRAWN_AT)));
  expect(within(note).getByRole('link', { name: 'register them as a new skater' }).getAttribute('href')).toBe('/skaterform');
  expect(screen.queryByText(familyTexts.renewTitle(2027))).toBeNull();
  expect(screen.queryByRole('button', { name: familyTexts.renew })).toBeNull();
});

test('on the Tamil page the words are Tamil and the link goes to the Tamil form', async () => {
  at('/ta/my');
  familyRoutes();
  render(<FamilyPage words={islandWords('ta', familyWords, formsWords, consentWords)} />);
  const note = await screen.findByTestId('renew-withdrawn');
  expect(note.textContent).toContain('புதுப்பிக்க முடியாது');
  expect(note.textContent).not.toContain('Consent');
  expect(within(note).getByRole('link').getAttribute('href')).toBe('/ta/skaterform');
});

test('an approved child whose consent was withdrawn is offered no championship and no club entries', async () => {
  at('/my');
  const approved: FamilyChild = { ...child, status: 'approved', season: 2027, clubMayEnter: false };
  const familyOf = (one: FamilyChild) =>
    fakeApi({
      'GET /api/family/session': json({ signedIn: true, email: 'ravi@example.com' }),
      'GET /api/family/children': json({ email: 'ravi@example.com', children: [one] }),
      'GET /api/family/fees': json({ charges: [], receipts: [], way: null }),
      'GET /api/fees': json({ season: { season: 2027, newFee: 0, renewalFee: 0 }, championship: null, policy: {} }),
      'GET /api/family/children/kid1/requests': json({ requests: [] }),
    });
  const words = islandWords('en', familyWords, formsWords, consentWords);
  familyOf(approved);
  render(<FamilyPage words={words} />);
  const card = await screen.findByRole('article', { name: 'Ravi Withdrawn' });
  // Still there: the results and the data rights.
  expect(within(card).getByText(familyTexts.results)).toBeTruthy();
  expect(within(card).queryByText(familyTexts.championships)).toBeNull();
  expect(within(card).queryByRole('checkbox')).toBeNull();

  // The same child before the withdrawal is offered both: the test sees what it hides.
  cleanup();
  const { consentWithdrawnAt: _withdrawn, ...consenting } = approved;
  familyOf(consenting);
  render(<FamilyPage words={words} />);
  const before = await screen.findByRole('article', { name: 'Ravi Withdrawn' });
  expect(within(before).getByText(familyTexts.championships)).toBeTruthy();
  expect(within(before).getByRole('checkbox')).toBeTruthy();
});
