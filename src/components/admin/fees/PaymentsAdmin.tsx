/**
 * /admin/payments (treasurers and owners): the charges, newest first or only those claimed by a
 * parent; a payment made at the office recorded against the charges ticked (cash, cheque or bank
 * transfer, with its reference), which issues the receipt; a charge waived or refunded with the
 * reason; a claim set aside when the money never came (due again); and the receipts of a span of days,
 * each downloadable, cancelled with a reason and reissued if the payment stands, all exported as CSV
 * for the accounts. Recording a payment shows the amount, the method and the payer and asks first:
 * its receipt number is taken at once and never given twice.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDate } from '#domain/common/dates.ts';
import { METHOD_LABELS, OFFICE_METHODS, rupees, STATE_LABELS } from '#domain/fees/fees.ts';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import { failureText } from '#lib/error-text.ts';
import { feesApi, type DaySpan } from '#lib/client/fees.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import {
  btnDangerOutline,
  btnPrimary,
  btnSecondary,
  card,
  inputClass,
  labelClass,
  tableClass,
  tdClass,
  thClass,
} from '#components/ui/styles.ts';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';

type Method = (typeof OFFICE_METHODS)[number];

/**
 * A payment made at the office. Its receipt number is taken the moment it is recorded and never
 * given twice, so the treasurer first sees the amount, the method and the payer, and says yes.
 */
function OfficePayment({ chosen, onDone }: { chosen: Charge[]; onDone: (message: string) => void }) {
  const id = useId();
  const [method, setMethod] = useState<Method>('cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const total = chosen.reduce((sum, charge) => sum + charge.amount, 0);
  const payers = [...new Set(chosen.map((charge) => charge.payerName))];
  const record = () => {
    setError(null);
    setBusy(true);
    feesApi
      .recordPayment(
        chosen.map((charge) => charge._id),
        method,
        reference,
      )
      .then(
        (answer) => onDone(answer.message),
        (caught: unknown) => {
          setChecking(false);
          setError(failureText(caught, { failed: 'Failed to record the payment.' }));
        },
      )
      .finally(() => setBusy(false));
  };
  return (
    <form
      className={`${card} mt-4 grid gap-3 sm:grid-cols-3`}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        setChecking(true);
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900 sm:col-span-3">
        Record a payment at the office: {chosen.length} {chosen.length === 1 ? 'charge' : 'charges'}, {rupees(total)}
      </h2>
      <div>
        <label htmlFor={`${id}-method`} className={labelClass}>
          Method
        </label>
        <select
          id={`${id}-method`}
          className={inputClass}
          value={method}
          disabled={checking}
          onChange={(event) => setMethod(event.target.value as Method)}
        >
          {OFFICE_METHODS.map((option) => (
            <option key={option} value={option}>
              {METHOD_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-reference`} className={labelClass}>
          Reference (cheque number, bank reference)
        </label>
        <input
          id={`${id}-reference`}
          className={inputClass}
          maxLength={60}
          value={reference}
          disabled={checking}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      {checking ? (
        <div className="rounded-md bg-amber-50 p-3 ring-1 ring-amber-300 sm:col-span-3" role="group" aria-labelledby={`${id}-check`}>
          <p id={`${id}-check`} className="font-semibold text-slate-900" data-testid="payment-check">
            {rupees(total)} received {method === 'cash' ? 'in cash' : `by ${METHOD_LABELS[method].toLowerCase()}`}
            {reference.trim() ? ` (reference ${reference.trim()})` : ''} from {payers.join(', ')}
          </p>
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {chosen.map((charge) => (
              <li key={charge._id}>
                {charge.skaterName}: {charge.description} ({rupees(charge.amount)})
              </li>
            ))}
          </ul>
          <p className="mt-1 text-slate-700">
            Recording it issues the next receipt number and e-mails the receipt; a receipt is never edited.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={btnPrimary} disabled={busy} onClick={record}>
              Yes, record {rupees(total)} and issue the receipt
            </button>
            <button type="button" className={btnSecondary} disabled={busy} onClick={() => setChecking(false)}>
              Go back
            </button>
          </div>
        </div>
      ) : (
        <div className="sm:col-span-3">
          <button type="submit" className={btnPrimary}>
            Record the payment…
          </button>
        </div>
      )}
      {error && <ErrorMessage className="sm:col-span-3">{error}</ErrorMessage>}
    </form>
  );
}

function ReasonAction({ label, confirm, onSend }: { label: string; confirm: string; onSend: (reason: string) => Promise<void> }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (!open)
    return (
      <button type="button" className={btnSecondary} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={id} className={labelClass}>
          Reason
        </label>
        <input id={id} className={inputClass} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
      <button type="button" className={btnDangerOutline} disabled={reason.trim() === ''} onClick={() => void onSend(reason)}>
        {confirm}
      </button>
      <button type="button" className={btnSecondary} onClick={() => setOpen(false)}>
        Keep
      </button>
    </div>
  );
}

/** " issued on 28 November 2026", " issued from … to …", or nothing for every day. */
const spanWords = ({ from, to }: DaySpan): string => {
  if (from && from === to) return ` issued on ${formatDate(from)}`;
  if (from && to) return ` issued from ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return ` issued from ${formatDate(from)}`;
  return to ? ` issued up to ${formatDate(to)}` : '';
};

/** The span of days the receipts list and its export cover: both ends optional, on the association's calendar. */
function ReceiptSpan({ span, total, onShow }: { span: DaySpan; total: number | undefined; onShow: (span: DaySpan) => void }) {
  const id = useId();
  const [from, setFrom] = useState(span.from ?? '');
  const [to, setTo] = useState(span.to ?? '');
  const shown: DaySpan = { ...(span.from ? { from: span.from } : {}), ...(span.to ? { to: span.to } : {}) };
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3"
      aria-label="Receipts of a span of days"
      onSubmit={(event) => {
        event.preventDefault();
        onShow({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
      }}
    >
      <div>
        <label htmlFor={`${id}-from`} className={labelClass}>
          From
        </label>
        <input id={`${id}-from`} type="date" className={inputClass} value={from} onChange={(event) => setFrom(event.target.value)} />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className={labelClass}>
          To
        </label>
        <input id={`${id}-to`} type="date" className={inputClass} value={to} onChange={(event) => setTo(event.target.value)} />
      </div>
      <button type="submit" className={btnSecondary}>
        Show receipts
      </button>
      <a className={btnSecondary} href={feesApi.receiptsCsvUrl(shown)} download>
        Export these payments (CSV)
      </a>
      <p className="w-full text-slate-700" aria-live="polite">
        {total === undefined
          ? ''
          : `${total} ${total === 1 ? 'receipt' : 'receipts'}${spanWords(shown)}${total > 100 ? ' (the newest 100 shown; the export has them all)' : ''}.`}
      </p>
    </form>
  );
}

function PaymentsScreen() {
  const [filter, setFilter] = useState<'all' | 'claimed'>('all');
  const [span, setSpan] = useState<DaySpan>({});
  const [receiptTotal, setReceiptTotal] = useState<number | undefined>(undefined);
  const [charges, setCharges] = useState<Charge[] | null>(null);
  const [receipts, setReceipts] = useState<Receipt[] | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(() => {
    setProblem(null);
    Promise.all([feesApi.charges(filter === 'claimed' ? 'claimed' : undefined), feesApi.receipts(span)]).then(
      ([chargeList, receiptList]) => {
        setCharges(chargeList.items);
        setReceipts(receiptList.items);
        setReceiptTotal(receiptList.total);
      },
      (caught: unknown) => setProblem(failureText(caught, { failed: 'Failed to load the payments.' })),
    );
  }, [filter, span]);
  useEffect(load, [load]);

  const done = (message: string) => {
    setNotice(message);
    setTicked([]);
    load();
  };
  const failed = (caught: unknown) => setProblem(failureText(caught, { failed: 'The change was not made.' }));
  const chosen = (charges ?? []).filter((charge) => ticked.includes(charge._id));
  /** Other payments claimed with this charge's UTR (competing claims: another family gave it too), among those listed. */
  const competing = (charge: Charge): string[] => [
    ...new Set(
      (charges ?? []).flatMap((other) =>
        other.state === 'claimed' && other.utr === charge.utr && other.payRef !== charge.payRef && other.payRef ? [other.payRef] : [],
      ),
    ),
  ];

  return (
    <>
      <ScreenTitle title="Payments">
        Charges made by registrations, renewals and entries. Tick a family's charges to record a payment made at the office; UPI payments
        are confirmed from the bank statement (Statements).
      </ScreenTitle>
      <div className="mb-4 flex gap-2" role="group" aria-label="Which charges">
        {(['all', 'claimed'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={filter === value ? btnPrimary : btnSecondary}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {value === 'all' ? 'All charges' : 'Claimed by parents'}
          </button>
        ))}
      </div>
      <div aria-live="polite">{notice && <SuccessMessage className="mb-4">{notice}</SuccessMessage>}</div>
      {problem && <ErrorMessage className="mb-4">{problem}</ErrorMessage>}
      {!charges ? (
        <Loading />
      ) : charges.length === 0 ? (
        <Empty>No charges.</Empty>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <table className={tableClass} data-testid="charges">
            <thead>
              <tr>
                <th className={thClass}>
                  <span className="sr-only">Choose</span>
                </th>
                <th className={thClass}>Skater</th>
                <th className={thClass}>Payer</th>
                <th className={thClass}>For</th>
                <th className={thClass}>Amount</th>
                <th className={thClass}>State</th>
                <th className={thClass}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {charges.map((charge) => (
                <tr key={charge._id}>
                  <td className={tdClass}>
                    {(charge.state === 'due' || charge.state === 'claimed') && (
                      <input
                        type="checkbox"
                        className="h-5 w-5 accent-brand-800"
                        aria-label={`Choose ${charge.description}, ${charge.skaterName}`}
                        checked={ticked.includes(charge._id)}
                        onChange={(event) =>
                          setTicked(event.target.checked ? [...ticked, charge._id] : ticked.filter((id) => id !== charge._id))
                        }
                      />
                    )}
                  </td>
                  <td className={tdClass}>
                    {charge.skaterName}
                    {charge.registrationNo && <span className="block text-slate-600">{charge.registrationNo}</span>}
                  </td>
                  <td className={tdClass}>{charge.payerName}</td>
                  <td className={tdClass}>
                    {charge.description}
                    <span className="block text-slate-600">{formatDate(charge.createdAt)}</span>
                  </td>
                  <td className={tdClass}>{rupees(charge.amount)}</td>
                  <td className={tdClass}>
                    {STATE_LABELS[charge.state]}
                    {charge.utr && <span className="block font-mono text-slate-600">UTR {charge.utr}</span>}
                    {charge.state === 'claimed' && competing(charge).length > 0 && (
                      <span className="block font-semibold text-red-800">
                        The same UTR was given for {competing(charge).join(', ')}: check the bank statement before confirming either.
                      </span>
                    )}
                    {charge.reason && <span className="block text-slate-600">{charge.reason}</span>}
                  </td>
                  <td className={tdClass}>
                    {(charge.state === 'due' || charge.state === 'claimed') && (
                      <ReasonAction
                        label="Waive…"
                        confirm="Waive"
                        onSend={(reason) => feesApi.settle(charge._id, 'waive', reason).then((answer) => done(answer.message), failed)}
                      />
                    )}
                    {charge.state === 'claimed' && (
                      <ReasonAction
                        label="Not received…"
                        confirm="Set the claim aside (due again)"
                        onSend={(reason) => feesApi.settle(charge._id, 'unclaim', reason).then((answer) => done(answer.message), failed)}
                      />
                    )}
                    {charge.state === 'paid' && (
                      <ReasonAction
                        label="Refund…"
                        confirm="Mark refunded"
                        onSend={(reason) => feesApi.settle(charge._id, 'refund', reason).then((answer) => done(answer.message), failed)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {chosen.length > 0 && <OfficePayment chosen={chosen} onDone={done} />}

      <h2 className="mt-10 mb-3 text-2xl font-bold text-brand-900">Receipts</h2>
      <ReceiptSpan span={span} total={receipts ? receiptTotal : undefined} onShow={setSpan} />
      {!receipts ? (
        <Loading />
      ) : receipts.length === 0 ? (
        <Empty>{span.from || span.to ? 'No receipts were issued in these days. Choose other days above.' : 'No receipts yet.'}</Empty>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <table className={tableClass} data-testid="receipts">
            <thead>
              <tr>
                <th className={thClass}>Number</th>
                <th className={thClass}>Payer</th>
                <th className={thClass}>Amount</th>
                <th className={thClass}>Method</th>
                <th className={thClass}>Date</th>
                <th className={thClass}>Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {receipts.map((receipt) => (
                <tr key={receipt._id}>
                  <td className={`${tdClass} font-mono`}>
                    <a
                      className="font-semibold text-brand-800 underline hover:no-underline"
                      href={feesApi.receiptUrl(receipt._id)}
                      download
                    >
                      {receipt.number}
                    </a>
                    {receipt.state === 'cancelled' && <span className="block text-red-800">Cancelled: {receipt.cancelReason}</span>}
                  </td>
                  <td className={tdClass}>{receipt.payerName}</td>
                  <td className={tdClass}>{rupees(receipt.amount)}</td>
                  <td className={tdClass}>
                    {METHOD_LABELS[receipt.method]}
                    {receipt.reference && <span className="block font-mono text-slate-600">{receipt.reference}</span>}
                  </td>
                  <td className={tdClass}>{formatDate(receipt.issuedAt)}</td>
                  <td className={tdClass}>
                    {receipt.state === 'issued' && (
                      <div className="space-y-2">
                        <ReasonAction
                          label="Cancel and reissue…"
                          confirm="Cancel and reissue"
                          onSend={(reason) =>
                            feesApi.cancelReceipt(receipt._id, reason, true).then((answer) => done(answer.message), failed)
                          }
                        />
                        <ReasonAction
                          label="Cancel…"
                          confirm="Cancel (charges due again)"
                          onSend={(reason) =>
                            feesApi.cancelReceipt(receipt._id, reason, false).then((answer) => done(answer.message), failed)
                          }
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export default adminOnly(PaymentsScreen);
