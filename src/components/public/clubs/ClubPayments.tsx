/**
 * The club's payments on the club desk: each confirmed batch is one payment with one reference.
 * While it is owed, the amount, the reference and the UPI QR code (or, on a phone, a button that
 * opens the UPI app), and a place for the UTR once paid; once the treasurer confirms it, its
 * receipt to download. What the club will get back for races withdrawn after paying is said too.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import type { ClubPaymentView } from '#domain/fees/club-fees.ts';
import type { ChargeState } from '#domain/fees/fees.ts';
import { clubPaymentsApi } from '#lib/client/fees.ts';
import { failureText } from '#lib/error-text.ts';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { card } from '#components/ui/styles.ts';
import PaymentWay from '#components/public/fees/PaymentWay.tsx';
import { rupeesIn, type DeskMessages } from './desk-texts.ts';

export const CLUB_PAYMENTS_ANCHOR = 'club-payments';

const BADGES: Record<
  Exclude<ClubPaymentView['state'], 'due'>,
  { key: 'clubDesk.claimed' | 'clubDesk.paid' | 'clubDesk.settled'; style: string }
> = {
  claimed: { key: 'clubDesk.claimed', style: 'bg-sky-100 text-sky-900' },
  paid: { key: 'clubDesk.paid', style: 'bg-green-100 text-green-900' },
  settled: { key: 'clubDesk.settled', style: 'bg-slate-100 text-slate-800' },
};
const DUE_STYLE = 'bg-amber-100 text-amber-900';

/** A charge's state in words (the fees' labels, word for word in English). */
const STATE_KEYS = {
  due: 'clubDesk.stateDue',
  claimed: 'clubDesk.claimed',
  paid: 'clubDesk.paid',
  waived: 'clubDesk.stateWaived',
  refunded: 'clubDesk.stateRefunded',
} as const satisfies Record<ChargeState, string>;

function Payment({
  m,
  clubId,
  payment,
  onChanged,
}: {
  m: DeskMessages;
  clubId: string;
  payment: ClubPaymentView;
  onChanged: (message: string) => void;
}) {
  const id = useId();
  const { way, receipt } = payment;
  const badge =
    payment.state === 'due'
      ? { text: m.t('clubDesk.owed', { amount: rupeesIn(m, payment.owed) }), style: DUE_STYLE }
      : { text: m.t(BADGES[payment.state].key), style: BADGES[payment.state].style };
  return (
    <li className="rounded-md border border-slate-200 p-4" data-testid="club-payment" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
          {payment.eventTitle}
        </h3>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${badge.style}`} data-testid="club-payment-state">
          {badge.text}
        </span>
      </div>
      <p className="mt-1 text-slate-800">
        {m.t('clubDesk.reference')}:{' '}
        <span className="font-mono" data-testid="club-payment-reference">
          {payment.reference}
        </span>
      </p>
      {payment.state === 'due' && payment.dueBy && (
        <p className="text-sm font-semibold text-amber-900">{m.t('clubDesk.payBy', { moment: m.dateTime(payment.dueBy) })}</p>
      )}
      {receipt && (
        <p className="mt-2">
          <a
            className="font-semibold text-brand-800 underline hover:no-underline"
            href={clubPaymentsApi.receiptUrl(clubId, receipt._id)}
            download
            data-testid="club-receipt"
          >
            {m.t('clubDesk.receipt', { number: receipt.number })}
          </a>
          {receipt.state === 'cancelled' ? ` (${m.t('clubDesk.cancelledReceipt')})` : ''}
        </p>
      )}
      {payment.refundDue > 0 && (
        <p className="mt-2 text-slate-800">{m.t('clubDesk.refundDue', { amount: rupeesIn(m, payment.refundDue) })}</p>
      )}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
          {m.t('clubDesk.linesHeading')} ({m.number(payment.lines.length)})
        </summary>
        <ul className="mt-2 divide-y divide-slate-100">
          {payment.lines.map((line) => (
            <li key={line.chargeId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{line.skaterName}</span>
                {line.registrationNo ? ` (${line.registrationNo})` : ''}: {line.description}
              </span>
              <span className="text-slate-800">
                {rupeesIn(m, line.amount)}, {m.t(STATE_KEYS[line.state])}
                {line.refundedAmount ? `; ${m.t('clubDesk.refunded', { amount: rupeesIn(m, line.refundedAmount) })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </details>
      {way && (
        <PaymentWay
          way={way}
          headingLevel="h4"
          texts={{
            heading: m.t(way.kind === 'upi' ? 'clubDesk.payHeading' : 'clubDesk.officeHeading'),
            amountLabel: m.t('clubDesk.amount'),
            amount: rupeesIn(m, way.amount),
            payeeLabel: m.t('clubDesk.payee'),
            intro: m.t('clubDesk.payHow'),
            qrAlt: (upi) => m.t('clubDesk.qr', { amount: rupeesIn(m, upi.amount), payee: upi.payee, reference: upi.reference }),
            payWithApp: m.t('clubDesk.payWithApp'),
            utrLabel: m.t('clubDesk.utrLabel'),
            utrHint: m.t('clubDesk.utrHint'),
            utrSubmit: m.t('clubDesk.utrSubmit'),
            utrInvalid: m.t('clubDesk.utrInvalid'),
            officeAfter: m.t('clubDesk.officeAfter'),
          }}
          claim={async (utr) => m.server((await clubPaymentsApi.claim(clubId, payment.reference, utr)).message)}
          server={m.server}
          onClaimed={onChanged}
        />
      )}
    </li>
  );
}

export default function ClubPayments({ m, clubId, version }: { m: DeskMessages; clubId: string; version: number }) {
  const id = useId();
  const [payments, setPayments] = useState<ClubPaymentView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setPayments((await clubPaymentsApi.list(clubId)).payments);
    } catch (caught) {
      setError(failureText(caught, { failed: m.t('clubDesk.paymentsFailed'), server: m.server }));
    }
  }, [clubId, m]);
  useEffect(() => {
    void load();
  }, [load, version]);

  return (
    <section className={`${card} mt-8 scroll-mt-24`} id={CLUB_PAYMENTS_ANCHOR} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
        {m.t('clubDesk.paymentsHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{m.t('clubDesk.paymentsLead')}</p>
      {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
      {!payments && !error && <Loading label={m.t('clubDesk.loading')} />}
      <div aria-live="polite">{message && <SuccessMessage className="mt-4">{message}</SuccessMessage>}</div>
      {payments && payments.length === 0 && (
        <Empty className="mt-4">
          {m.t('clubDesk.paymentsNone')}{' '}
          <a href="#enter-squad" className="font-semibold underline">
            {m.t('clubDesk.enterSquad')}
          </a>
        </Empty>
      )}
      {payments && payments.length > 0 && (
        <ul className="mt-4 space-y-4">
          {payments.map((payment) => (
            <Payment
              m={m}
              key={payment.reference}
              clubId={clubId}
              payment={payment}
              onChanged={(text) => {
                setMessage(text);
                void load();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
