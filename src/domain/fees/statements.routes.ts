/** The bank statement: matched against the payments families started, then the matches confirmed. */
import { z } from 'zod';
import { apiRoute } from '#domain/common/api-route.ts';
import { confirmMatchesSchema, statementUploadSchema } from './fees.schema.ts';
import { receiptAnswerSchema } from './payments.routes.ts';
import { statementAnswerSchema } from './statement.schema.ts';

export const statementRoutes = {
  match: apiRoute({
    method: 'POST',
    path: '/api/statements',
    access: 'treasurer',
    summary:
      'Matches a bank statement (CSV): `{needsMapping: true, columns}` for a layout not seen yet, or `{needsMapping: false, mapping, lines: [{line, date, description, reference, credit, status: matched|ambiguous|conflict|confirmed|unmatched, payRefs, utr?, charges, payments, note}]}`; nothing changed, the statement not kept; 400 unreadable CSV, unknown column, or over 2 MB; 413 over 5,000 lines or naming over 2,000 different UTRs and payment references.',
    body: statementUploadSchema,
    answers: { 200: { description: 'The statement’s credit lines, each with how it matched.', schema: statementAnswerSchema } },
  }),
  confirm: apiRoute({
    method: 'POST',
    path: '/api/statements/confirm',
    access: 'treasurer',
    summary:
      'Pays each matched payment’s charges still owed (claimed, or due when the treasurer settles a conflict) with a receipt; 409 none waiting any more.',
    body: confirmMatchesSchema,
    answers: {
      201: {
        description: '`{message, receipts, skipped}`.',
        schema: z.object({ message: z.string(), receipts: z.array(receiptAnswerSchema), skipped: z.array(z.string()) }),
      },
    },
  }),
};
