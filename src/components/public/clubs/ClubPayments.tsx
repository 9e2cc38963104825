/**
 * The club's payments on the club desk: each confirmed batch is one payment with one reference.
 * While it is owed, the amount, the reference and the UPI QR code (or, on a phone, a button that
 * opens the UPI app), and a place for the UTR once paid; once the treasurer confirms it, its
 * receipt to download. What the club will get back for races withdrawn after paying is said too.
 */
import { useCallback, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { clubFeeMessages, type ClubPaymentView } from '#domain/fees/club-fees.ts';
import { feeMessages, rupees, STATE_LABELS, UTR_PATTERN } from '#domain/fees/fees.ts';
import { clubPaymentsApi } from '#lib/client/fees.ts';
import { failureText } from '#lib/error-text.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, card } from '#components/ui/styles.ts';
import { useSending } from '#components/public/form-parts/useSending.ts';

export const CLUB_PAYMENTS_ANCHOR = 'club-payments';

const BADGES: Record<ClubPaymentView['state'], { text: string; style: string }> = {
  due: { text: feeMessages.chargesHeading, style: 'bg-amber-100 text-amber-900' },
  claimed: { text: clubFeeMessages.claimed, style: 'bg-sky-100 text-sky-900' },
  paid: { text: clubFeeMessages.paid, style: 'bg-green-100 text-green-900' },
  settled: { text: clubFeeMessages.settled, style: 'bg-slate-100 text-slate-800' },
};

function UtrForm({ clubId, reference, onClaimed }: { clubId: string; reference: string; onClaimed: (message: string) => void }) {
  const id = useId();
  const [utr, setUtr] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, send } = useSending();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = utr.replace(/\s/g, '');
    if (!UTR_PATTERN.test(digits)) {
      setInvalid(feeMessages.utrInvalid);
      return;
    }
    setInvalid(null);
    void send(async () => onClaimed((await clubPaymentsApi.claim(clubId, reference, digits)).message), { failed: feeMessages.utrInvalid });
  };
  return (
    <form className="mt-4 grid gap-3 sm:max-w-md" onSubmit={submit} noValidate>
      <TextInput
        id={`${id}-utr`}
        label={feeMessages.utrLabel}
        hint={feeMessages.utrHint}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        required
        value={utr}
        error={invalid ?? undefined}
        onChange={(event) => setUtr(event.target.value)}
      />
      <div>
        <button type="submit" className={btnPrimary} disabled={busy}>
          {feeMessages.utrSubmit}
        </button>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </form>
  );
}

function Payment({ clubId, payment, onChanged }: { clubId: string; payment: ClubPaymentView; onChanged: (message: string) => void }) {
  const id = useId();
  const { way, receipt } = payment;
  const badge = payment.state === 'due' ? { ...BADGES.due, text: clubFeeMessages.owed(payment.owed) } : BADGES[payment.state];
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
        {feeMessages.reference}:{' '}
        <span className="font-mono" data-testid="club-payment-reference">
          {payment.reference}
        </span>
      </p>
      {payment.state === 'due' && payment.dueBy && (
        <p className="text-sm font-semibold text-amber-900">{clubFeeMessages.payBy(payment.dueBy)}</p>
      )}
      {receipt && (
        <p className="mt-2">
          <a
            className="font-semibold text-brand-800 underline hover:no-underline"
            href={clubPaymentsApi.receiptUrl(clubId, receipt._id)}
            download
            data-testid="club-receipt"
          >
            {clubFeeMessages.receipt(receipt.number)}
          </a>
          {receipt.state === 'cancelled' ? ` (${feeMessages.cancelledReceipt})` : ''}
        </p>
      )}
      {payment.refundDue > 0 && <p className="mt-2 text-slate-800">{clubFeeMessages.refundDue(payment.refundDue)}</p>}
      <details className="mt-3">
        <summary className="cursor-pointer font-semibold text-brand-800">
          {clubFeeMessages.linesHeading} ({payment.lines.length})
        </summary>
        <ul className="mt-2 divide-y divide-slate-100">
          {payment.lines.map((line) => (
            <li key={line.chargeId} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="min-w-0 break-words">
                <span className="font-semibold">{line.skaterName}</span>
                {line.registrationNo ? ` (${line.registrationNo})` : ''}: {line.description}
              </span>
              <span className="text-slate-800">
                {rupees(line.amount)}, {STATE_LABELS[line.state]}
                {line.refundedAmount ? `; ${clubFeeMessages.refunded(line.refundedAmount)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </details>
      {way && (
        <section
          className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4"
          aria-label={feeMessages.payHeading}
          data-testid="club-upi"
        >
          <dl className="space-y-1 text-slate-800">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{feeMessages.amount}:</dt>
              <dd data-testid="club-pay-amount">{rupees(way.amount)}</dd>
            </div>
            {way.kind === 'upi' && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold">{feeMessages.payee}:</dt>
                <dd className="min-w-0 break-words">
                  {way.payee} <span className="break-all">({way.upiId})</span>
                </dd>
              </div>
            )}
          </dl>
          {way.kind === 'upi' ? (
            <>
              <p className="mt-3 text-slate-700">{clubFeeMessages.payHow}</p>
              <img
                src={way.qr}
                alt={`UPI QR code: pay ${rupees(way.amount)} to ${way.payee}, reference ${way.reference}`}
                className="mt-3 h-56 w-56 bg-white"
              />
              <a href={way.link} className={`${btnPrimary} mt-3 md:hidden`}>
                {feeMessages.payWithApp}
              </a>
              <UtrForm clubId={clubId} reference={payment.reference} onClaimed={onChanged} />
            </>
          ) : (
            <p className="mt-3 text-slate-800">{way.instructions}</p>
          )}
        </section>
      )}
    </li>
  );
}

export default function ClubPayments({ clubId, version }: { clubId: string; version: number }) {
  const id = useId();
  const [payments, setPayments] = useState<ClubPaymentView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setPayments((await clubPaymentsApi.list(clubId)).payments);
    } catch (caught) {
      setError(failureText(caught, { failed: 'The payments could not be loaded. Reload the page to try again.' }));
    }
  }, [clubId]);
  useEffect(() => {
    void load();
  }, [load, version]);

  return (
    <section className={`${card} mt-8 scroll-mt-24`} id={CLUB_PAYMENTS_ANCHOR} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
        {clubFeeMessages.heading}
      </h2>
      <p className="mt-2 text-slate-700">{clubFeeMessages.lead}</p>
      {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
      {!payments && !error && <Loading />}
      <div aria-live="polite">{message && <SuccessMessage className="mt-4">{message}</SuccessMessage>}</div>
      {payments && payments.length === 0 && (
        <Empty className="mt-4">
          {clubFeeMessages.none}{' '}
          <a href="#enter-squad" className="font-semibold underline">
            Enter your squad
          </a>
        </Empty>
      )}
      {payments && payments.length > 0 && (
        <ul className="mt-4 space-y-4">
          {payments.map((payment) => (
            <Payment
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
