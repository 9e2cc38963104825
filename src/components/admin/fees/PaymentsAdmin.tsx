/**
 * /admin/payments (treasurers and owners): the charges, newest first or only those claimed by a
 * parent; a payment made at the office recorded against the charges ticked (cash, cheque or bank
 * transfer, with its reference), which issues the receipt; a charge waived or refunded with the
 * reason; and the receipts, each downloadable, cancelled with a reason and reissued if the payment stands.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDate } from '#domain/common/dates.ts';
import { METHOD_LABELS, OFFICE_METHODS, rupees, STATE_LABELS } from '#domain/fees/fees.ts';
import type { Charge, Receipt } from '#domain/fees/fees.schema.ts';
import { failureText } from '#lib/error-text.ts';
import { feesApi } from '#lib/fees-client.ts';
import { adminOnly } from '../shell/RequireAdmin';
import { ScreenTitle } from '../kit/list';
import { btnDangerOutline, btnPrimary, btnSecondary, card, inputClass, labelClass, tableClass, tdClass, thClass } from '../../ui/styles';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '../../ui/status';

type Method = (typeof OFFICE_METHODS)[number];

function OfficePayment({ chosen, onDone }: { chosen: Charge[]; onDone: (message: string) => void }) {
  const id = useId();
  const [method, setMethod] = useState<Method>('cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const total = chosen.reduce((sum, charge) => sum + charge.amount, 0);
  return (
    <form
      className={`${card} mt-4 grid gap-3 sm:grid-cols-3`}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        feesApi
          .recordPayment(
            chosen.map((charge) => charge._id),
            method,
            reference,
          )
          .then(
            (answer) => onDone(answer.message),
            (caught: unknown) => setError(failureText(caught, { failed: 'Failed to record the payment.' })),
          );
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-brand-900 sm:col-span-3">
        Record a payment at the office: {chosen.length} {chosen.length === 1 ? 'charge' : 'charges'}, {rupees(total)}
      </h2>
      <div>
        <label htmlFor={`${id}-method`} className={labelClass}>
          Method
        </label>
        <select id={`${id}-method`} className={inputClass} value={method} onChange={(event) => setMethod(event.target.value as Method)}>
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
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
      <div className="sm:col-span-3">
        <button type="submit" className={btnPrimary}>
          Record the payment and issue the receipt
        </button>
      </div>
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

function PaymentsScreen() {
  const [filter, setFilter] = useState<'all' | 'claimed'>('all');
  const [charges, setCharges] = useState<Charge[] | null>(null);
  const [receipts, setReceipts] = useState<Receipt[] | null>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(() => {
    setProblem(null);
    Promise.all([feesApi.charges(filter === 'claimed' ? 'claimed' : undefined), feesApi.receipts()]).then(
      ([chargeList, receiptList]) => {
        setCharges(chargeList.items);
        setReceipts(receiptList.items);
      },
      (caught: unknown) => setProblem(failureText(caught, { failed: 'Failed to load the payments.' })),
    );
  }, [filter]);
  useEffect(load, [load]);

  const done = (message: string) => {
    setNotice(message);
    setTicked([]);
    load();
  };
  const failed = (caught: unknown) => setProblem(failureText(caught, { failed: 'The change was not made.' }));
  const chosen = (charges ?? []).filter((charge) => ticked.includes(charge._id));

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
      {!receipts ? (
        <Loading />
      ) : receipts.length === 0 ? (
        <Empty>No receipts yet.</Empty>
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
