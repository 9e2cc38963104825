/**
 * /admin/statements (treasurers and owners): the bank account's statement (CSV as the bank
 * exports it) matched against the payments parents say they made. The first statement of a
 * layout asks which column is which (remembered by its header row); then each credit line shows
 * as matched, ambiguous, in conflict (the line names one payment and its UTR was given for another,
 * or two families gave its UTR: both shown, never matched), already confirmed (statements overlap)
 * or unmatched. The matched ones are confirmed in one action, which issues and e-mails their
 * receipts; a payment of a conflicting or ambiguous line is confirmed on its own, after the
 * treasurer has checked and said which. The file is read in the browser and not kept.
 */
import { useId, useState } from 'react';
import { feeMessages, rupees, STATEMENT_MAX_BYTES, STATEMENT_MAX_LINES } from '#domain/fees/fees.ts';
import type { StatementMapping } from '#domain/fees/fees.schema.ts';
import { failureText } from '#lib/error-text.ts';
import { statementRoutes, type StatementLineView, type StatementPaymentView, type StatementView } from '#domain/fees/statements.routes.ts';
import { call } from '#lib/client/call.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { btnPrimary, btnSecondary, card, inputClass, labelClass, tableClass, tdClass, thClass } from '#components/ui/styles.ts';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';

const FIELDS: { key: keyof StatementMapping; label: string }[] = [
  { key: 'date', label: 'Date' },
  { key: 'description', label: 'Description (narration)' },
  { key: 'reference', label: 'Reference (UTR, cheque or transaction number)' },
  { key: 'credit', label: 'Credit (money in)' },
];

const STATUS_TEXT = {
  matched: 'Matched',
  ambiguous: 'Ambiguous',
  conflict: 'Conflict',
  confirmed: 'Already confirmed',
  unmatched: 'Unmatched',
} as const;
const STATUS_STYLE = {
  matched: 'text-green-800',
  ambiguous: 'text-amber-800',
  conflict: 'text-red-800',
  confirmed: 'text-slate-700',
  unmatched: 'text-slate-700',
} as const;

/** A payment a line concerns: who and what for; on a conflict or an ambiguous line, a button confirms this one after a check. */
function PaymentOfLine({
  payment,
  line,
  busy,
  onConfirm,
}: {
  payment: StatementPaymentView;
  line: StatementLineView;
  busy: boolean;
  onConfirm?: (payment: StatementPaymentView) => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-2 border-l-4 border-slate-300 pl-2" data-testid="line-payment">
      <span className="block font-semibold text-slate-800">
        {payment.payRef}, {payment.payerName}: {rupees(payment.total)}
        {payment.utr ? ` (UTR ${payment.utr})` : ' (not claimed)'}
      </span>
      {payment.charges.map((charge, index) => (
        <span key={index} className="block text-slate-700">
          {charge.skaterName}
          {charge.registrationNo ? ` (${charge.registrationNo})` : ''}: {charge.description} ({rupees(charge.amount)})
        </span>
      ))}
      {onConfirm &&
        (asking ? (
          <span className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-slate-800">
              Confirm {rupees(payment.total)} from {payment.payerName} with this line ({rupees(line.credit)})?
            </span>
            <button type="button" className={btnPrimary} disabled={busy} onClick={() => onConfirm(payment)}>
              Yes, confirm {payment.payRef}
            </button>
            <button type="button" className={btnSecondary} onClick={() => setAsking(false)}>
              Go back
            </button>
          </span>
        ) : (
          <button type="button" className={`${btnSecondary} mt-1`} disabled={busy} onClick={() => setAsking(true)}>
            Confirm {payment.payRef}…
          </button>
        ))}
    </div>
  );
}

function StatementsScreen() {
  const id = useId();
  const [csv, setCsv] = useState('');
  const [answer, setAnswer] = useState<StatementView | null>(null);
  const [mapping, setMapping] = useState<Partial<StatementMapping>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const match = async (text: string, given?: StatementMapping) => {
    setBusy(true);
    setProblem(null);
    try {
      setAnswer(await call(statementRoutes.match, { body: { csv: text, ...(given ? { mapping: given } : {}) } }));
    } catch (caught) {
      setProblem(failureText(caught, { failed: 'Failed to read the statement.' }));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (chosen?: { line: StatementLineView; payment: StatementPaymentView }) => {
    if (!answer || answer.needsMapping) return;
    const matches = chosen
      ? [
          {
            payRef: chosen.payment.payRef,
            ...(chosen.payment.utr ? { utr: chosen.payment.utr } : {}),
            bankReference: chosen.line.reference.slice(0, 100),
          },
        ]
      : answer.lines
          .filter((line) => line.status === 'matched')
          .map((line) => ({
            payRef: line.payRefs[0] ?? '',
            ...(line.utr ? { utr: line.utr } : {}),
            bankReference: line.reference.slice(0, 100),
          }));
    setBusy(true);
    setNotice(null);
    try {
      setNotice((await call(statementRoutes.confirm, { body: { matches } })).message);
      await match(csv);
    } catch (caught) {
      setProblem(failureText(caught, { failed: 'Failed to confirm the payments.' }));
    } finally {
      setBusy(false);
    }
  };

  const complete = FIELDS.every((field) => mapping[field.key]);
  const matched = answer && !answer.needsMapping ? answer.lines.filter((line) => line.status === 'matched') : [];

  return (
    <>
      <ScreenTitle title="Bank statement">
        Upload the bank account's statement as CSV. Credits are matched to the payments parents said they made, by payment reference or UPI
        transaction reference (UTR) and amount. Nothing is marked paid until you confirm; the statement is not kept. A statement may have up
        to {STATEMENT_MAX_LINES.toLocaleString('en-IN')} lines ({STATEMENT_MAX_BYTES / 1_000_000} MB); export a longer period in parts.
      </ScreenTitle>
      <div className={`${card} max-w-xl`}>
        <label htmlFor={`${id}-file`} className={labelClass}>
          Statement (CSV)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block w-full text-slate-800"
          onChange={(event) => {
            const file = event.target.files?.[0];
            setNotice(null);
            setAnswer(null);
            if (!file) return;
            void file.text().then((text) => {
              setCsv(text);
              void match(text);
            });
          }}
        />
      </div>
      <div aria-live="polite" className="mt-4">
        {notice && <SuccessMessage>{notice}</SuccessMessage>}
        {problem && <ErrorMessage>{problem}</ErrorMessage>}
      </div>
      {answer?.needsMapping && (
        <form
          className={`${card} mt-4 grid gap-4 sm:grid-cols-2`}
          aria-labelledby={`${id}-mapping`}
          onSubmit={(event) => {
            event.preventDefault();
            if (complete) void match(csv, mapping as StatementMapping);
          }}
        >
          <h2 id={`${id}-mapping`} className="text-lg font-bold text-brand-900 sm:col-span-2">
            {feeMessages.statementColumns}
          </h2>
          {FIELDS.map((field) => (
            <div key={field.key}>
              <label htmlFor={`${id}-${field.key}`} className={labelClass}>
                {field.label}
              </label>
              <select
                id={`${id}-${field.key}`}
                className={inputClass}
                required
                value={mapping[field.key] ?? ''}
                onChange={(event) => setMapping({ ...mapping, [field.key]: event.target.value })}
              >
                <option value="">Choose a column</option>
                {answer.columns.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="sm:col-span-2">
            <button type="submit" className={btnPrimary} disabled={!complete || busy}>
              Match the statement
            </button>
          </div>
        </form>
      )}
      {answer && !answer.needsMapping && (
        <section className="mt-4" aria-labelledby={`${id}-lines`}>
          <h2 id={`${id}-lines`} className="mb-2 text-lg font-bold text-brand-900">
            Credits: {matched.length} matched of {answer.lines.length}
          </h2>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
            <table className={tableClass} data-testid="statement-lines">
              <thead>
                <tr>
                  <th className={thClass}>Line</th>
                  <th className={thClass}>Date</th>
                  <th className={thClass}>Description and reference</th>
                  <th className={thClass}>Credit</th>
                  <th className={thClass}>Match</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {answer.lines.map((line) => (
                  <tr key={line.line} data-status={line.status}>
                    <td className={tdClass}>{line.line}</td>
                    <td className={tdClass}>{line.date}</td>
                    <td className={`${tdClass} break-all`}>
                      {line.description}
                      <span className="block font-mono text-slate-600">{line.reference}</span>
                    </td>
                    <td className={tdClass}>{rupees(line.credit)}</td>
                    <td className={tdClass}>
                      <span className={`font-semibold ${STATUS_STYLE[line.status]}`}>{STATUS_TEXT[line.status]}</span>
                      {line.note && <span className="block text-slate-600">{line.note}</span>}
                      {line.status === 'matched'
                        ? line.charges.map((charge, index) => (
                            <span key={index} className="block text-slate-700">
                              {charge.skaterName}: {charge.description} ({rupees(charge.amount)})
                            </span>
                          ))
                        : (line.payments ?? []).map((payment) => (
                            <PaymentOfLine
                              key={payment.payRef}
                              payment={payment}
                              line={line}
                              busy={busy}
                              {...(line.status === 'conflict' || line.status === 'ambiguous'
                                ? { onConfirm: (chosen: StatementPaymentView) => void confirm({ line, payment: chosen }) }
                                : {})}
                            />
                          ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className={`${btnPrimary} mt-4`} disabled={matched.length === 0 || busy} onClick={() => void confirm()}>
            Confirm the {matched.length} matched {matched.length === 1 ? 'payment' : 'payments'}
          </button>
        </section>
      )}
    </>
  );
}

export default adminOnly(StatementsScreen);
