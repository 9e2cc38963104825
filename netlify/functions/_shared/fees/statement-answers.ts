/**
 * The bank statement: matched against the payments families started (nothing changed, nothing kept
 * but the column mapping), then the matches the treasurer confirms paid, each with its receipt.
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import { Conflict } from '#domain/common/errors.ts';
import { feeMessages } from '#domain/fees/fees.ts';
import type { Charge, StatementMapping } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { chargesOfPayRef, OPEN_STATES } from './charges.ts';
import { actorOf, receiptAnswer } from './payment-answers.ts';
import { mailReceipt } from './receipt-mail.ts';
import { confirmPayment } from './receipts.ts';
import { matchStatement } from './statement-matching.ts';

export const uploadStatement = async (req: Request, { csv, mapping }: { csv: string; mapping?: StatementMapping | undefined }) => {
  const answer = await matchStatement(csv, mapping);
  auditRecord(req, answer);
  return json(answer);
};

type StatementAnswer = Awaited<ReturnType<typeof matchStatement>>;

/** The statement is not kept: the log says how many credit lines it held and how they matched. */
export const statementAudit = declareAudit<StatementAnswer>({
  resource: 'statements',
  action: 'look-up',
  what: (answer) => {
    if (answer.needsMapping) return `${AUDIT_NOUNS.statements}: its columns asked`;
    const count = (status: string) => answer.lines.filter((line) => line.status === status).length;
    const lines = answer.lines.length;
    // Conflicts and lines confirmed before are named only when there are any.
    const extra = [
      count('conflict') ? `${count('conflict')} in conflict` : '',
      count('confirmed') ? `${count('confirmed')} already confirmed` : '',
    ]
      .filter(Boolean)
      .map((part) => `, ${part}`)
      .join('');
    return `${AUDIT_NOUNS.statements}: ${lines} credit line${lines === 1 ? '' : 's'}, ${count('matched')} matched, ${count('ambiguous')} ambiguous${extra}, ${count('unmatched')} unmatched`;
  },
});

const isConflict = (error: unknown) => error instanceof Conflict;

export const confirmMatches = async (
  req: Request,
  context: RequestContext,
  matches: { payRef: string; utr?: string | undefined; bankReference: string }[],
): Promise<Response> => {
  const actor = await actorOf(req);
  const issued: ReturnType<typeof receiptAnswer>[] = [];
  const skipped: string[] = [];
  for (const match of matches) {
    // A conflict the treasurer settled may name a payment its family started but never claimed: still owed, so payable.
    const claimed = (await chargesOfPayRef(match.payRef)).filter((charge: Charge) => OPEN_STATES.includes(charge.state));
    if (claimed.length === 0) {
      skipped.push(match.payRef);
      continue;
    }
    try {
      const receipt = await confirmPayment(
        claimed.map((charge) => charge._id),
        { method: 'upi', reference: match.utr ?? claimed[0]?.utr ?? match.bankReference },
        actor,
      );
      context.waitUntil(mailReceipt(receipt));
      auditRecord(req, receipt);
      issued.push(receiptAnswer(receipt));
    } catch (error) {
      // Confirmed meanwhile by another treasurer: that one's receipt stands.
      if (isConflict(error)) skipped.push(match.payRef);
      else throw error;
    }
  }
  if (issued.length === 0) throw new Conflict(feeMessages.nothingToConfirm);
  return json({ message: feeMessages.matchesConfirmed(issued.length), receipts: issued, skipped }, { status: 201 });
};
