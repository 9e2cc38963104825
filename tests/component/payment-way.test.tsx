/**
 * How to pay, as the family page and the club desk both show it: by UPI the amount, the payee, the
 * QR code and the app's button, then the UTR the app shows (checked before it is sent, sent
 * without its spaces); at the office, the association's instructions and nothing to send.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import PaymentWay, { type PaymentWayTexts } from '../../src/components/public/fees/PaymentWay';
import type { PaymentWayView } from '../../src/domain/fees/fees';

afterEach(cleanup);

const texts: PaymentWayTexts = {
  heading: 'Pay by UPI',
  amountLabel: 'Amount',
  amount: '₹1,500',
  referenceLabel: 'Payment reference',
  payeeLabel: 'Paid to',
  intro: 'Scan the code.',
  qrAlt: (upi) => `QR: pay ${upi.amount} to ${upi.payee}, reference ${upi.reference}`,
  payWithApp: 'Pay with a UPI app',
  utrLabel: 'UTR',
  utrHint: 'Twelve digits.',
  utrSubmit: 'I have paid',
  utrInvalid: 'The UTR is twelve digits.',
  officeAfter: 'The receipt appears here once the treasurer records the payment.',
};

const upi: PaymentWayView = {
  kind: 'upi',
  link: 'upi://pay?pa=assn@bank',
  qr: 'data:image/png;base64,AAAA',
  upiId: 'assn@bank',
  payee: 'The Association',
  amount: 1500,
  reference: 'FEE-ABC123',
};

test('by UPI: the facts, the code and the button; a UTR is checked, then sent without spaces', async () => {
  const sent: string[] = [];
  const claimed: string[] = [];
  render(
    <PaymentWay
      way={upi}
      texts={texts}
      headingLevel="h3"
      claim={async (utr) => {
        sent.push(utr);
        return 'Thank you';
      }}
      server={(message) => message}
      onClaimed={(message) => claimed.push(message)}
    />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Pay by UPI' })).toBeTruthy();
  expect(screen.getByTestId('pay-amount').textContent).toBe('₹1,500');
  expect(screen.getByTestId('pay-reference').textContent).toBe('FEE-ABC123');
  expect(screen.getByRole('img', { name: 'QR: pay 1500 to The Association, reference FEE-ABC123' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(upi.link);
  // By UPI the parent says they paid: the office's "what happens after" is not theirs.
  expect(screen.queryByText(texts.officeAfter)).toBeNull();

  fireEvent.change(screen.getByLabelText(/^UTR/), { target: { value: '12345' } });
  fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
  expect(await screen.findByText('The UTR is twelve digits.')).toBeTruthy();
  expect(sent).toEqual([]);

  fireEvent.change(screen.getByLabelText(/^UTR/), { target: { value: '1234 5678 9012' } });
  fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
  await waitFor(() => expect(claimed).toEqual(['Thank you']));
  expect(sent).toEqual(['123456789012']);
});

test('without a reference label the reference is left to the screen; at the office the instructions and what happens after', () => {
  const { referenceLabel: _left, ...withoutReference } = texts;
  render(
    <PaymentWay
      way={{ kind: 'office', instructions: 'Pay at the office on Saturdays.', amount: 1500, reference: 'FEE-ABC123' }}
      texts={{ ...withoutReference, heading: 'How to pay' }}
      headingLevel="h4"
      claim={async () => 'never'}
      server={(message) => message}
      onClaimed={() => undefined}
    />,
  );
  expect(screen.getByRole('heading', { level: 4, name: 'How to pay' })).toBeTruthy();
  expect(screen.getByText('Pay at the office on Saturdays.')).toBeTruthy();
  // What happens after: the payer knows where the receipt comes.
  expect(screen.getByText(texts.officeAfter)).toBeTruthy();
  expect(screen.queryByTestId('pay-reference')).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});
