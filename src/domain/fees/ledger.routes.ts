/** The ledger of a season or a championship: its totals and every charge. */
import { apiRoute } from '#domain/common/api-route.ts';
import { ledgerAnswerSchema } from './ledger.schema.ts';
import { ledgerQuerySchema } from './fees.schema.ts';

export const ledgerRoutes = {
  ledger: apiRoute({
    method: 'GET',
    path: '/api/ledger',
    access: 'treasurer',
    summary:
      'The ledger of `?season=` (the current one by default) or `?eventId=`: `{season|eventId, ledger: {charged, received: {upi, cash, cheque, bank-transfer}, receivedTotal, outstanding, claimed, waived, refunded, charges}}`.',
    query: ledgerQuerySchema,
    answers: { 200: { description: 'The scope and its ledger.', schema: ledgerAnswerSchema } },
  }),
  csv: apiRoute({
    method: 'GET',
    path: '/api/ledger/csv',
    access: 'treasurer',
    summary:
      'Every charge of `?season=` or `?eventId=`, oldest first, as CSV: date, skater, registration number, payer, what for, amount, state, method, UTR, receipt number, paid at, reason; no contact detail, date of birth or Aadhaar number; cells never start a formula.',
    query: ledgerQuerySchema,
    answers: { 200: { description: '`text/csv`, a download.' } },
  }),
};
