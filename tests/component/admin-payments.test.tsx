/**
 * The payments screen: two families' claims with one UTR are marked as competing on each, and an
 * office payment asks first, naming the amount, the method and the payer; going back records nothing.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import PaymentsAdmin from '../../src/components/admin/fees/PaymentsAdmin';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const charge = (id: string, skaterName: string, payerName: string, extra: Record<string, unknown>) => ({
  _id: id,
  kind: 'registration-new',
  amount: 1500,
  description: 'Registration fee, 2026 season',
  skaterId: `s-${id}`,
  skaterName,
  payerName,
  family: `f-${id}`,
  season: 2026,
  createdAt: '2026-07-10T06:00:00.000Z',
  ...extra,
});

const CHARGES = [
  charge('c1', 'Bela Honest', 'Bela Parent', { state: 'claimed', payRef: 'FEE-BBBBBB', utr: '424242424242' }),
  charge('c2', 'Arun Liar', 'Arun Parent', { state: 'claimed', payRef: 'FEE-AAAAAA', utr: '424242424242' }),
  charge('c3', 'Chitra Cash', 'Chitra Parent', { state: 'due' }),
];

test('competing claims are marked on each; an office payment is recorded only after its check', async () => {
  at('/admin/payments');
  const { calls } = fakeApi({
    'GET /api/charges': () => json({ items: CHARGES, total: CHARGES.length }),
    'GET /api/receipts': () => json({ items: [], total: 0 }),
    'POST /api/payments': () => json({ message: 'Payment recorded. Receipt ADRSA/2026-27/0001 issued.', receipt: {} }, 201),
  });
  const user = userEvent.setup();
  render(<PaymentsAdmin />);
  const table = await screen.findByTestId('charges');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(within(rows[0]!).getByText(/The same UTR was given for FEE-AAAAAA/)).toBeTruthy();
  expect(within(rows[1]!).getByText(/The same UTR was given for FEE-BBBBBB/)).toBeTruthy();
  expect(within(rows[2]!).queryByText(/The same UTR/)).toBeNull();

  await user.click(within(rows[2]!).getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Record the payment…' }));
  expect(screen.getByTestId('payment-check').textContent).toBe('₹1,500 received in cash from Chitra Parent');
  await user.click(screen.getByRole('button', { name: 'Go back' }));
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Record the payment…' }));
  await user.click(screen.getByRole('button', { name: 'Yes, record ₹1,500 and issue the receipt' }));
  expect(await screen.findByText('Payment recorded. Receipt ADRSA/2026-27/0001 issued.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
    { chargeIds: ['c3'], method: 'cash', reference: '' },
  ]);
});
