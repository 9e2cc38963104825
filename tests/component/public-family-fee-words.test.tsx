/**
 * The family's fees on the Tamil family page: the reason beside a charge the association waived by
 * itself is said in Tamil (the server's words, translated on the page), and on the English page as
 * the server wrote it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import FamilyPage from '../../src/components/public/family/FamilyPage';
import { feeMessages } from '../../src/domain/fees/fees.ts';
import { islandWords } from '../../src/domain/i18n/translate.ts';
import { familyWords } from '../../src/domain/i18n/words-family.ts';
import { formsWords } from '../../src/domain/i18n/words-forms.ts';
import { consentWords } from '../../src/domain/i18n/words-consent.ts';
import { at } from './support/page';
import { aChild } from './support/family-child';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const child = aChild({
  name: 'Ravi Waived',
  status: 'rejected',
  reason: 'The photo is not clear.',
  season: 2026,
  proof: { state: 'kept-until-approval' },
  canRenew: false,
});

const waived = {
  _id: 'reg-kid1-2026',
  kind: 'registration-new',
  state: 'waived',
  amount: 1500,
  description: 'Registration fee, 2026 season',
  skaterId: 'kid1',
  skaterName: 'Ravi Waived',
  createdAt: '2026-06-01T10:00:00.000Z',
  reason: feeMessages.waivedNotApproved,
};

const familyWith = () =>
  fakeApi({
    'GET /api/family/session': json({ signedIn: true, email: 'ravi@example.com' }),
    'GET /api/family/children': json({ email: 'ravi@example.com', children: [child] }),
    'GET /api/family/fees': json({ charges: [waived], receipts: [], upi: true, officeInstructions: '' }),
    'GET /api/family/children/kid1/requests': json({ requests: [] }),
  });

test('the reason of a charge waived by the association is in Tamil on the Tamil page', async () => {
  at('/ta/my');
  familyWith();
  render(<FamilyPage words={islandWords('ta', familyWords, formsWords, consentWords)} />);
  const charge = await screen.findByTestId('family-charge');
  expect(charge.textContent).toContain('பதிவு அங்கீகரிக்கப்படவில்லை.');
  expect(charge.textContent).not.toContain(feeMessages.waivedNotApproved);
});

test('and as the server wrote it on the English page', async () => {
  at('/my');
  familyWith();
  render(<FamilyPage words={islandWords('en', familyWords, formsWords, consentWords)} />);
  expect((await screen.findByTestId('family-charge')).textContent).toContain(feeMessages.waivedNotApproved);
});
