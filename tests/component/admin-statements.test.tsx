/**
 * The bank statement screen on a conflict: both payments the line concerns are shown (reference,
 * payer, skaters, amounts), nothing is confirmed with the matched ones, and the treasurer confirms
 * one of them only after a check that names its amount and payer; a line already confirmed says so.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import StatementsAdmin from '../../src/components/admin/fees/StatementsAdmin';
import { at } from './support/page';
import { fakeApi, json } from './support/fake-api';

afterEach(cleanup);

const payment = (payRef: string, payerName: string, skaterName: string, utr?: string) => ({
  payRef,
  ...(utr ? { utr } : {}),
  payerName,
  total: 1500,
  charges: [{ skaterName, registrationNo: 'ADRSA-2026-0001', description: 'Registration fee, 2026 season', amount: 1500 }],
});

const ANSWER = {
  needsMapping: false,
  mapping: { date: 'Txn Date', description: 'Narration', reference: 'Chq/Ref No', credit: 'Deposit Amt' },
  lines: [
    {
      line: 2,
      date: '11/07/26',
      description: 'UPI/BELA PARENT/FEE-BBBBBB/ybl',
      reference: '424242424242',
      credit: 1500,
      status: 'conflict',
      payRefs: ['FEE-BBBBBB', 'FEE-AAAAAA'],
      charges: [],
      payments: [
        payment('FEE-BBBBBB', 'Bela Parent', 'Bela Honest', '424242424242'),
        payment('FEE-AAAAAA', 'Arun Parent', 'Arun Liar', '424242424242'),
      ],
      note: 'Conflict: the line names one payment, but its UTR was given for another. Check both with the families before confirming either.',
    },
    {
      line: 3,
      date: '10/07/26',
      description: 'UPI/INDU/okaxis',
      reference: '818181818181',
      credit: 1500,
      status: 'confirmed',
      payRefs: [],
      charges: [],
      payments: [],
      note: 'Already confirmed: its receipt is issued.',
    },
  ],
};

test('a conflict shows both payments, and one is confirmed only after a check naming its amount and payer', async () => {
  at('/admin/statements');
  const { calls } = fakeApi({
    'POST /api/statements': () => json(ANSWER),
    'POST /api/statements/confirm': () =>
      json({ message: '1 payment confirmed; receipts issued and e-mailed.', receipts: [], skipped: [] }, 201),
  });
  const user = userEvent.setup();
  render(<StatementsAdmin />);
  await user.upload(
    await screen.findByLabelText('Statement (CSV)'),
    new File(['Txn Date,Narration\n'], 'statement.csv', { type: 'text/csv' }),
  );
  const table = await screen.findByTestId('statement-lines');
  const [conflict, confirmed] = within(table).getAllByRole('row').slice(1);
  expect(within(conflict!).getByText('Conflict')).toBeTruthy();
  const shown = within(conflict!).getAllByTestId('line-payment');
  expect(shown.map((item) => item.textContent)).toEqual([
    expect.stringContaining('FEE-BBBBBB, Bela Parent: ₹1,500 (UTR 424242424242)Bela Honest (ADRSA-2026-0001)'),
    expect.stringContaining('FEE-AAAAAA, Arun Parent: ₹1,500 (UTR 424242424242)Arun Liar (ADRSA-2026-0001)'),
  ]);
  expect(within(confirmed!).getByText('Already confirmed')).toBeTruthy();
  // Nothing is matched, so nothing is confirmed in one action.
  expect((screen.getByRole('button', { name: 'Confirm the 0 matched payments' }) as HTMLButtonElement).disabled).toBe(true);

  await user.click(within(conflict!).getByRole('button', { name: 'Confirm FEE-BBBBBB…' }));
  expect(within(conflict!).getByText('Confirm ₹1,500 from Bela Parent with this line (₹1,500)?')).toBeTruthy();
  expect(calls.filter((call) => call.path === '/api/statements/confirm')).toEqual([]);
  await user.click(within(conflict!).getByRole('button', { name: 'Yes, confirm FEE-BBBBBB' }));
  expect(await screen.findByText('1 payment confirmed; receipts issued and e-mailed.')).toBeTruthy();
  expect(calls.filter((call) => call.path === '/api/statements/confirm').map((call) => call.body)).toEqual([
    { matches: [{ payRef: 'FEE-BBBBBB', utr: '424242424242', bankReference: '424242424242' }] },
  ]);
});
