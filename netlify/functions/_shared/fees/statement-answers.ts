/**
 * The bank statement matched against the payments families started: nothing changed, nothing kept
 * but the column mapping. The matches the treasurer then confirms are payments confirmed like any
 * other (payment-answers.ts).
 */
import { AUDIT_NOUNS } from '#domain/committee/audit.ts';
import type { StatementMapping } from '#domain/fees/fees.schema.ts';
import { auditRecord, declareAudit } from '#shared/audit/audited.ts';
import { json } from '#shared/platform/http.ts';
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
