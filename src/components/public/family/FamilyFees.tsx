/**
 * The family's fees on /my: each child's charges with their state, a UPI payment of one charge or
 * of everything due (a QR code to scan, and on a phone a button that opens the UPI app), then the
 * UPI transaction reference (UTR) the app shows; the receipts to download. Without a UPI id the
 * association's instructions for paying at the office instead.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { feeMessages, rupees, STATE_LABELS, UTR_PATTERN, type PaymentWayView } from '#domain/fees/fees.ts';
import { formatDate } from '#domain/common/dates.ts';
import { familyFeesApi } from '#lib/client/fees.ts';
import { MY_PATH } from '#domain/family/family.ts';
import { useFamilyFees } from './family-fees-state.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import { useSending } from '#components/public/form-parts/useSending.ts';

const STATE_STYLES: Record<string, string> = {
  due: 'bg-amber-100 text-amber-900',
  claimed: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
  waived: 'bg-slate-100 text-slate-800',
  refunded: 'bg-slate-100 text-slate-800',
};

function Payment({ way, onClaimed }: { way: PaymentWayView; onClaimed: (message: string) => void }) {
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
    void send(async () => onClaimed((await familyFeesApi.claim(way.reference, digits)).message), { failed: feeMessages.utrInvalid });
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4"
      data-testid="upi-payment"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {way.kind === 'upi' ? feeMessages.payHeading : feeMessages.officeHeading}
      </h3>
      <dl className="mt-2 space-y-1 text-slate-800">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{feeMessages.amount}:</dt>
          <dd data-testid="pay-amount">{rupees(way.amount)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{feeMessages.reference}:</dt>
          <dd className="font-mono" data-testid="pay-reference">
            {way.reference}
          </dd>
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
          <p className="mt-3 text-slate-700">{feeMessages.payIntro}</p>
          <img
            src={way.qr}
            alt={`UPI QR code: pay ${rupees(way.amount)} to ${way.payee}, reference ${way.reference}`}
            className="mt-3 h-56 w-56 bg-white"
          />
          <a href={way.link} className={`${btnPrimary} mt-3 md:hidden`} data-testid="upi-link">
            {feeMessages.payWithApp}
          </a>
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
        </>
      ) : (
        <p className="mt-3 text-slate-800">{way.instructions}</p>
      )}
    </section>
  );
}

/** The panel's place on the page: the review of an entry links to it. */
export const FEES_ANCHOR = 'fees';
export const FEES_HREF = `${MY_PATH}#${FEES_ANCHOR}`;

export default function FamilyFees() {
  const id = useId();
  const { fees, reload: load } = useFamilyFees();
  const [way, setWay] = useState<PaymentWayView | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { busy, error, send } = useSending();

  if (!fees) return <Loading />;
  const due = fees.charges.filter((charge) => charge.state === 'due');
  const dueTotal = due.reduce((sum, charge) => sum + charge.amount, 0);
  const pay = (chargeIds: string[]) =>
    void send(
      async () => {
        setMessage(null);
        setWay((await familyFeesApi.pay(chargeIds)).way);
      },
      { failed: feeMessages.nothingDue },
    );

  return (
    <section aria-labelledby={`${id}-fees`} id={FEES_ANCHOR} className={`${card} mt-8 scroll-mt-24`} data-testid="family-fees">
      <h2 id={`${id}-fees`} className="text-2xl font-bold text-brand-900">
        {feeMessages.chargesHeading}
      </h2>
      {fees.charges.length === 0 ? (
        <p className="mt-2 text-slate-700">{feeMessages.noCharges}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {fees.charges.map((charge) => (
            <li key={charge._id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="family-charge">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{charge.skaterName}</p>
                <p className="text-slate-700">{charge.description}</p>
                {charge.reason && <p className="text-sm text-slate-600">{charge.reason}</p>}
                {charge.dueBy && charge.state === 'due' && (
                  <p className="text-sm font-semibold text-amber-900" data-testid="charge-due-by">
                    {feeMessages.dueBy(charge.dueBy)}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{rupees(charge.amount)}</span>
                <span className={`rounded-full px-2 py-0.5 text-sm ${STATE_STYLES[charge.state] ?? ''}`}>{STATE_LABELS[charge.state]}</span>
                {charge.state === 'due' && due.length > 1 && (
                  <button type="button" className={btnSecondary} disabled={busy} onClick={() => pay([charge._id])}>
                    {feeMessages.payOne}
                    <span className="sr-only">
                      : {charge.description}, {charge.skaterName}
                    </span>
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {due.length > 0 && (
        <button type="button" className={`${btnPrimary} mt-3`} disabled={busy} onClick={() => pay(due.map((charge) => charge._id))}>
          {feeMessages.payAll(dueTotal)}
        </button>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
      {message && <SuccessMessage className="mt-3">{message}</SuccessMessage>}
      {way && (
        <Payment
          way={way}
          onClaimed={(text) => {
            setWay(null);
            setMessage(text);
            void load();
          }}
        />
      )}
      {fees.receipts.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-brand-900">{feeMessages.receiptsHeading}</h3>
          <ul className="mt-2 space-y-1">
            {fees.receipts.map((receipt) => (
              <li key={receipt._id}>
                <a
                  className="font-semibold text-brand-800 underline hover:no-underline"
                  href={familyFeesApi.receiptUrl(receipt._id)}
                  download
                >
                  {feeMessages.receipt(receipt.number)}
                </a>{' '}
                <span className="text-slate-700">
                  {rupees(receipt.amount)}, {formatDate(receipt.paidAt)}
                  {receipt.state === 'cancelled' ? ` (${feeMessages.cancelledReceipt})` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
