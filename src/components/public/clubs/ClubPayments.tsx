/**
 * The club's payments on the club desk: each confirmed batch is one payment with one reference.
 * While it is owed, the amount, the reference and the UPI QR code (or, on a phone, a button that
 * opens the UPI app), and a place for the UTR once paid; once the treasurer confirms it, its
 * receipt to download. What the club will get back for races withdrawn after paying is said too.
 */
import { useCallback, useEffect, useId, useState, type SyntheticEvent } from 'react';
import type { ClubPaymentView } from '#domain/fees/club-fees.ts';
import { UTR_PATTERN, type ChargeState } from '#domain/fees/fees.ts';
import { clubPaymentsApi } from '#lib/client/fees.ts';
import { failureText } from '#lib/error-text.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, card } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';
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

function UtrForm({
  m,
  clubId,
  reference,
  onClaimed,
}: {
  m: DeskMessages;
  clubId: string;
  reference: string;
  onClaimed: (message: string) => void;
}) {
  const id = useId();
  const [utr, setUtr] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, send } = useSending();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = utr.replace(/\s/g, '');
    if (!UTR_PATTERN.test(digits)) {
      setInvalid(m.t('clubDesk.utrInvalid'));
      return;
    }
    setInvalid(null);
    void send(async () => onClaimed(m.server((await clubPaymentsApi.claim(clubId, reference, digits)).message)), {
      failed: m.t('clubDesk.utrInvalid'),
      server: m.server,
    });
  };
  return (
    <form className="mt-4 grid gap-3 sm:max-w-md" onSubmit={submit} noValidate>
      <TextInput
        id={`${id}-utr`}
        label={m.t('clubDesk.utrLabel')}
        hint={m.t('clubDesk.utrHint')}
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
          {m.t('clubDesk.utrSubmit')}
        </button>
      </div>
      {error && <ErrorMessage>{error}</ErrorMessage>}
    </form>
  );
}

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
        <section
          className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4"
          aria-label={m.t('clubDesk.payHeading')}
          data-testid="club-upi"
        >
          <dl className="space-y-1 text-slate-800">
            <div className="flex flex-wrap gap-x-2">
              <dt className="font-semibold">{m.t('clubDesk.amount')}:</dt>
              <dd data-testid="club-pay-amount">{rupeesIn(m, way.amount)}</dd>
            </div>
            {way.kind === 'upi' && (
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-semibold">{m.t('clubDesk.payee')}:</dt>
                <dd className="min-w-0 break-words">
                  {way.payee} <span className="break-all">({way.upiId})</span>
                </dd>
              </div>
            )}
          </dl>
          {way.kind === 'upi' ? (
            <>
              <p className="mt-3 text-slate-700">{m.t('clubDesk.payHow')}</p>
              <img
                src={way.qr}
                alt={m.t('clubDesk.qr', { amount: rupeesIn(m, way.amount), payee: way.payee, reference: way.reference })}
                className="mt-3 h-56 w-56 bg-white"
              />
              <a href={way.link} className={`${btnPrimary} mt-3 md:hidden`}>
                {m.t('clubDesk.payWithApp')}
              </a>
              <UtrForm m={m} clubId={clubId} reference={payment.reference} onClaimed={onChanged} />
            </>
          ) : (
            <p className="mt-3 text-slate-800">{way.instructions}</p>
          )}
        </section>
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
