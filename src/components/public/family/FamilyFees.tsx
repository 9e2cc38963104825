/**
 * The family's fees on /my: each child's charges with their state, a UPI payment of one charge or
 * of everything due (a QR code to scan, and on a phone a button that opens the UPI app), then the
 * UPI transaction reference (UTR) the app shows; the receipts to download. Without a UPI id the
 * association's instructions for paying at the office instead.
 */
import { useId, useState } from 'react';
import type { ChargeState, PaymentWayView } from '#domain/fees/fees.ts';
import { familyFeesApi } from '#lib/client/fees.ts';
import { MY_PATH } from '#domain/family/family.ts';
import { useFamilyFees } from './family-fees-state.ts';
import PaymentWay from '#components/public/fees/PaymentWay.tsx';
import { ErrorMessage, LoadFailed, Loading, SuccessMessage } from '#components/ui/status.tsx';
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

/** The panel's place on the page: the review of an entry links to it. */
export const FEES_ANCHOR = 'fees';
export const FEES_HREF = `${MY_PATH}#${FEES_ANCHOR}`;

export default function FamilyFees({ m }: { m: FamilyMessages }) {
  const id = useId();
  const { fees, failed, reload: load } = useFamilyFees();
  const [way, setWay] = useState<PaymentWayView | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { busy, error, send } = useSending();

  if (!fees && !failed) return <Loading label={m.t('family.loading')} />;
  // A failed load shows no list at all, not even the last one: it may lack a charge made since.
  const shown = failed ? null : fees;
  const due = shown?.charges.filter((charge) => charge.state === 'due') ?? [];
  const dueTotal = due.reduce((sum, charge) => sum + charge.amount, 0);
  const pay = (chargeIds: string[]) =>
    void send(
      async () => {
        setMessage(null);
        setWay((await familyFeesApi.pay(chargeIds)).way);
      },
      // The server's own reasons where it gave them (a 409: "None of these charges is due"); otherwise
      // it failed or was not reached, which must not read as if nothing were owed.
      { failed: m.t('family.payFailed'), network: m.t('family.payUnreachable'), server: m.server },
    );

  return (
    <section aria-labelledby={`${id}-fees`} id={FEES_ANCHOR} className={`${card} mt-8 scroll-mt-24`} data-testid="family-fees">
      <h2 id={`${id}-fees`} className="text-2xl font-bold text-brand-900">
        {m.t('family.feesHeading')}
      </h2>
      {!shown ? (
        <LoadFailed className="mt-3" retry={m.t('family.tryAgain')} onRetry={() => void load()}>
          {m.t('family.feesLoadFailed')}
        </LoadFailed>
      ) : shown.charges.length === 0 ? (
        <p className="mt-2 text-slate-700">{m.t('family.noCharges')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {shown.charges.map((charge) => (
            <li key={charge._id} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="family-charge">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{charge.skaterName}</p>
                <p className="text-slate-700">{charge.description}</p>
                {charge.reason && <p className="text-sm text-slate-600">{m.server(charge.reason)}</p>}
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
        <PaymentWay
          way={way}
          headingLevel="h3"
          texts={{
            heading: m.t(way.kind === 'upi' ? 'family.payHeading' : 'family.officeHeading'),
            amountLabel: m.t('family.amount'),
            amount: money(m, way.amount),
            referenceLabel: m.t('family.reference'),
            payeeLabel: m.t('family.payee'),
            intro: m.t('family.payIntro'),
            qrAlt: (upi) => m.t('family.qrAlt', { amount: money(m, upi.amount), payee: upi.payee, reference: upi.reference }),
            payWithApp: m.t('family.payWithApp'),
            utrLabel: m.t('family.utrLabel'),
            utrHint: m.t('family.utrHint'),
            utrSubmit: m.t('family.utrSubmit'),
            utrInvalid: m.t('family.utrInvalid'),
            officeAfter: m.t('family.officeAfter'),
          }}
          claim={async (utr) => m.server((await familyFeesApi.claim(way.reference, utr)).message)}
          server={m.server}
          onClaimed={(text) => {
            setWay(null);
            setMessage(text);
            void load();
          }}
        />
      )}
      {shown && shown.receipts.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold text-brand-900">{m.t('family.receiptsHeading')}</h3>
          <ul className="mt-2 space-y-1">
            {shown.receipts.map((receipt) => (
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
