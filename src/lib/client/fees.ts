/** The fee and payment calls: the treasurer's settings, charges, receipts, statements and ledger, and a family's fees. */
import { familyFeeRoutes } from '#domain/family/family-fees.routes.ts';
import { clubPaymentRoutes } from '#domain/fees/club-payments.routes.ts';
import { chargeRoutes } from '#domain/fees/charges.routes.ts';
import { feeSettingRoutes } from '#domain/fees/fee-settings.routes.ts';
import { ledgerRoutes } from '#domain/fees/ledger.routes.ts';
import { paymentRoutes } from '#domain/fees/payments.routes.ts';
import { receiptRoutes } from '#domain/fees/receipts.routes.ts';
import type {
  ChampionshipFees,
  FamilyChargeView,
  FamilyFeesView,
  FeePolicy,
  OFFICE_METHODS,
  PaymentWayView,
  SeasonFees,
} from '#domain/fees/fees.ts';
import { call, callWithQuery, undeclaredAnswer } from './call.ts';
import type { AnswerOf } from './route-types.ts';
import { routeUrl } from './route-url.ts';

export type { LedgerView } from '#domain/fees/ledger.schema.ts';
export type { StatementLineView, StatementPaymentView, StatementView } from '#domain/fees/statements.routes.ts';

export type FeeSettingsView = AnswerOf<typeof feeSettingRoutes.fees>;

/** A span of days on the association's calendar (YYYY-MM-DD, both included); either end may be left open. */
export interface DaySpan {
  from?: string;
  to?: string;
}

/** Each setting is read and saved at its own address (`season-2026`, `event-<id>`, `policy`), so the form sends the version it was opened on. */
const seasonSetting = (season: number) => ({ id: `season-${season}` });
const eventSetting = (eventId: string) => ({ id: `event-${eventId}` });
const POLICY = { id: 'policy' };

export const feesApi = {
  settings: (query: { season?: number; eventId?: string } = {}) => call(feeSettingRoutes.fees, { query }),
  seasonFees: (season: number) => undeclaredAnswer<SeasonFees>(call(feeSettingRoutes.read, { params: seasonSetting(season) })),
  saveSeasonFees: (season: number, fees: Omit<SeasonFees, 'season'>) =>
    call(feeSettingRoutes.save, { params: seasonSetting(season), body: fees }),
  championshipFees: (eventId: string) => undeclaredAnswer<ChampionshipFees>(call(feeSettingRoutes.read, { params: eventSetting(eventId) })),
  saveChampionshipFees: (eventId: string, fees: Omit<ChampionshipFees, 'eventId'>) =>
    call(feeSettingRoutes.save, { params: eventSetting(eventId), body: fees }),
  policy: () => undeclaredAnswer<FeePolicy>(call(feeSettingRoutes.read, { params: POLICY })),
  savePolicy: (policy: FeePolicy) => call(feeSettingRoutes.save, { params: POLICY, body: { ...policy } }),
  /** The claimed ones with `claimed` (a filter the server reads beside the declaration's input). */
  charges: (state?: 'claimed') => callWithQuery(chargeRoutes.list, state ? { state } : {}),
  settle: (id: string, action: 'waive' | 'refund' | 'unclaim', reason: string) =>
    call(chargeRoutes.change, { params: { id }, body: { action, reason } }),
  recordPayment: (chargeIds: string[], method: (typeof OFFICE_METHODS)[number], reference: string) =>
    call(paymentRoutes.record, { body: { chargeIds, method, reference } }),
  receipts: (span: DaySpan = {}) => call(receiptRoutes.list, { query: { ...span } }),
  /** Every payment of the span as CSV (a download: the browser sends the session cookie). */
  receiptsCsvUrl: (span: DaySpan = {}) => routeUrl(receiptRoutes.csv, undefined, { ...span }),
  /** Every charge of a season or championship as CSV. */
  ledgerCsvUrl: (query: { season?: number; eventId?: string }) => routeUrl(ledgerRoutes.csv, undefined, query),
  receiptUrl: (id: string) => routeUrl(receiptRoutes.pdf, { id }),
  cancelReceipt: (id: string, reason: string, reissue: boolean) =>
    call(receiptRoutes.cancel, { params: { id }, body: { reason, reissue } }),
  ledger: (query: { season?: number; eventId?: string }) => call(ledgerRoutes.ledger, { query }),
};

export const familyFeesApi = {
  fees: () => undeclaredAnswer<FamilyFeesView>(call(familyFeeRoutes.fees)),
  pay: (chargeIds: string[]) =>
    undeclaredAnswer<{ way: PaymentWayView; charges: FamilyChargeView[] }>(call(familyFeeRoutes.pay, { body: { chargeIds } })),
  claim: (reference: string, utr: string) => call(familyFeeRoutes.claim, { body: { reference, utr } }),
  receiptUrl: (id: string) => routeUrl(familyFeeRoutes.receipt, { id }),
};

/** A club's payments on the club desk: each batch's one payment, the coach's UTR, and the club's receipts. */
export const clubPaymentsApi = {
  list: (clubId: string) => call(clubPaymentRoutes.list, { params: { id: clubId } }),
  claim: (clubId: string, reference: string, utr: string) =>
    call(clubPaymentRoutes.claim, { params: { id: clubId }, body: { reference, utr } }),
  receiptUrl: (clubId: string, receiptId: string) => routeUrl(clubPaymentRoutes.receipt, { id: clubId, receiptId }),
};
