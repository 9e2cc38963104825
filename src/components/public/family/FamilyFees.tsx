/**
 * The family's fees on /my: each child's charges with their state, a UPI payment of one charge or
 * of everything due (a QR code to scan, and on a phone a button that opens the UPI app), then the
 * UPI transaction reference (UTR) the app shows; the receipts to download. Without a UPI id the
 * association's instructions for paying at the office instead.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { UTR_PATTERN, type ChargeState, type PaymentWayView } from '#domain/fees/fees.ts';
import { familyFeesApi } from '#lib/client/fees.ts';
import { MY_PATH } from '#domain/family/family.ts';
import { useFamilyFees } from './family-fees-state.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';
import { money, type FamilyMessages } from './family-messages.ts';

const STATE_STYLES: Record<string, string> = {
  due: 'bg-amber-100 text-amber-900',
  claimed: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
  waived: 'bg-slate-100 text-slate-800',
  refunded: 'bg-slate-100 text-slate-800',
};

/** Each charge's state as the page says it. */
const STATE_KEYS = {
  due: 'family.state.due',
  claimed: 'family.state.claimed',
  paid: 'family.state.paid',
  waived: 'family.state.waived',
  refunded: 'family.state.refunded',
} as const satisfies Record<ChargeState, string>;

function Payment({ way, onClaimed, m }: { way: PaymentWayView; onClaimed: (message: string) => void; m: FamilyMessages }) {
  const id = useId();
  const [utr, setUtr] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { busy, error, send } = useSending();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = utr.replace(/\s/g, '');
    if (!UTR_PATTERN.test(digits)) {
      setInvalid(m.t('family.utrInvalid'));
      return;
    }
    setInvalid(null);
    void send(async () => onClaimed(m.server((await familyFeesApi.claim(way.reference, digits)).message)), {
      failed: m.t('family.utrInvalid'),
      server: m.server,
    });
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4"
      data-testid="upi-payment"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
        {way.kind === 'upi' ? m.t('family.payHeading') : m.t('family.officeHeading')}
      </h3>
      <dl className="mt-2 space-y-1 text-slate-800">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{m.t('family.amount')}:</dt>
          <dd data-testid="pay-amount">{money(m, way.amount)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{m.t('family.reference')}:</dt>
          <dd className="font-mono" data-testid="pay-reference">
            {way.reference}
          </dd>
        </div>
        {way.kind === 'upi' && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{m.t('family.payee')}:</dt>
            <dd className="min-w-0 break-words">
              {way.payee} <span className="break-all">({way.upiId})</span>
            </dd>
          </div>
        )}
      </dl>
      {way.kind === 'upi' ? (
        <>
          <p className="mt-3 text-slate-700">{m.t('family.payIntro')}</p>
          <img
            src={way.qr}
            alt={m.t('family.qrAlt', { amount: money(m, way.amount), payee: way.payee, reference: way.reference })}
            className="mt-3 h-56 w-56 bg-white"
          />
          <a href={way.link} className={`${btnPrimary} mt-3 md:hidden`} data-testid="upi-link">
            {m.t('family.payWithApp')}
          </a>
          <form className="mt-4 grid gap-3 sm:max-w-md" onSubmit={submit} noValidate>
            <TextInput
              id={`${id}-utr`}
              label={m.t('family.utrLabel')}
              hint={m.t('family.utrHint')}
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
                {m.t('family.utrSubmit')}
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

export default function FamilyFees({ m }: { m: FamilyMessages }) {
  const id = useId();
  const { fees, reload: load } = useFamilyFees();
  const [way, setWay] = useState<PaymentWayView | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { busy, error, send } = useSending();

  if (!fees) return <Loading label={m.t('family.loading')} />;
  const due = fees.charges.filter((charge) => charge.state === 'due');
  const dueTotal = due.reduce((sum, charge) => sum + charge.amount, 0);
  const pay = (chargeIds: string[]) =>
    void send(
      async () => {
        setMessage(null);
        setWay((await familyFeesApi.pay(chargeIds)).way);
      },
      { failed: m.t('family.nothingDue'), server: m.server },
    );

  return (
    <section aria-labelledby={`${id}-fees`} id={FEES_ANCHOR} className={`${card} mt-8 scroll-mt-24`} data-testid="family-fees">
      <h2 id={`${id}-fees`} className="text-2xl font-bold text-brand-900">
        {m.t('family.feesHeading')}
      </h2>
      {fees.charges.length === 0 ? (
        <p className="mt-2 text-slate-700">{m.t('family.noCharges')}</p>
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
                    {m.t('family.dueBy', { date: m.date(charge.dueBy) })}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">{money(m, charge.amount)}</span>
                <span className={`rounded-full px-2 py-0.5 text-sm ${STATE_STYLES[charge.state] ?? ''}`}>
                  {m.t(STATE_KEYS[charge.state])}
                </span>
                {charge.state === 'due' && due.length > 1 && (
                  <button type="button" className={btnSecondary} disabled={busy} onClick={() => pay([charge._id])}>
                    {m.t('family.payOne')}
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
          {m.t('family.payAll', { amount: money(m, dueTotal) })}
        </button>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
      {message && <SuccessMessage className="mt-3">{message}</SuccessMessage>}
      {way && (
        <Payment
          way={way}
          m={m}
          onClaimed={(text) => {
            setWay(null);
            setMessage(text);
            void load();
          }}
        />
      )}
      {fees.receipts.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-brand-900">{m.t('family.receiptsHeading')}</h3>
          <ul className="mt-2 space-y-1">
            {fees.receipts.map((receipt) => (
              <li key={receipt._id}>
                <a
                  className="font-semibold text-brand-800 underline hover:no-underline"
                  href={familyFeesApi.receiptUrl(receipt._id)}
                  download
                >
                  {m.t('family.receipt', { number: receipt.number })}
                </a>{' '}
                <span className="text-slate-700">
                  {money(m, receipt.amount)}, {m.date(receipt.paidAt)}
                  {receipt.state === 'cancelled' ? ` (${m.t('family.cancelledReceipt')})` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
