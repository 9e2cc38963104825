/** The fee and payment calls (/api/fees, /api/family/fees … and the treasurer's), through the one API client. */
import type {
  ChampionshipFees,
  FamilyChargeView,
  FamilyFeesView,
  FeePolicy,
  OFFICE_METHODS,
  PaymentWayView,
  SeasonFees,
} from '../domain/fees/fees';
import type { Charge, Receipt, StatementMapping } from '../domain/fees/fees.schema';
import { request } from './api-client';

export interface FeeSettingsView {
  season: SeasonFees;
  championship: ChampionshipFees | null;
  policy: FeePolicy;
}

export interface StatementPaymentView {
  payRef: string;
  utr?: string;
  payerName: string;
  total: number;
  charges: { skaterName: string; registrationNo?: string; description: string; amount: number }[];
}

export interface StatementLineView {
  line: number;
  date: string;
  description: string;
  reference: string;
  credit: number;
  /** conflict: the line names one payment and its UTR was given for another, or two families gave its UTR; confirmed: paid already. */
  status: 'matched' | 'ambiguous' | 'conflict' | 'confirmed' | 'unmatched';
  payRefs: string[];
  utr?: string;
  charges: { skaterName: string; description: string; amount: number }[];
  payments: StatementPaymentView[];
  note: string;
}

/** A span of days on the association's calendar (YYYY-MM-DD, both included); either end may be left open. */
export interface DaySpan {
  from?: string;
  to?: string;
}
export type StatementView =
  { needsMapping: true; columns: string[] } | { needsMapping: false; mapping: StatementMapping; lines: StatementLineView[] };

export interface LedgerView {
  charged: number;
  received: Record<'upi' | 'cash' | 'cheque' | 'bank-transfer', number>;
  receivedTotal: number;
  outstanding: number;
  claimed: number;
  waived: number;
  refunded: number;
  charges: number;
}

interface ReceiptAnswer {
  _id: string;
  number: string;
  amount: number;
  method: string;
  reference: string;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const feesApi = {
  settings: (params: { season?: number; eventId?: string } = {}) => request<FeeSettingsView>('GET', `/api/fees${query(params)}`),
  // Each setting is read and saved at its own address, so the form sends the version it was opened on.
  seasonFees: (season: number) => request<SeasonFees>('GET', `/api/fees/season-${season}`),
  saveSeasonFees: (season: number, fees: Omit<SeasonFees, 'season'>) =>
    request<{ message: string }>('PUT', `/api/fees/season-${season}`, fees),
  championshipFees: (eventId: string) => request<ChampionshipFees>('GET', `/api/fees/event-${encodeURIComponent(eventId)}`),
  saveChampionshipFees: (eventId: string, fees: Omit<ChampionshipFees, 'eventId'>) =>
    request<{ message: string }>('PUT', `/api/fees/event-${encodeURIComponent(eventId)}`, fees),
  policy: () => request<FeePolicy>('GET', '/api/fees/policy'),
  savePolicy: (policy: FeePolicy) => request<{ message: string }>('PUT', '/api/fees/policy', policy),
  charges: (state?: 'claimed') => request<{ items: Charge[]; total: number }>('GET', `/api/charges${query({ state })}`),
  settle: (id: string, action: 'waive' | 'refund' | 'unclaim', reason: string) =>
    request<{ message: string }>('POST', `/api/charges/${encodeURIComponent(id)}`, { action, reason }),
  recordPayment: (chargeIds: string[], method: (typeof OFFICE_METHODS)[number], reference: string) =>
    request<{ message: string; receipt: ReceiptAnswer }>('POST', '/api/payments', { chargeIds, method, reference }),
  receipts: (span: DaySpan = {}) => request<{ items: Receipt[]; total: number }>('GET', `/api/receipts${query({ ...span })}`),
  /** Every payment of the span as CSV (a download: the browser sends the session cookie). */
  receiptsCsvUrl: (span: DaySpan = {}) => `/api/receipts/csv${query({ ...span })}`,
  /** Every charge of a season or championship as CSV. */
  ledgerCsvUrl: (params: { season?: number; eventId?: string }) => `/api/ledger/csv${query(params)}`,
  receiptUrl: (id: string) => `/api/receipts/${encodeURIComponent(id)}`,
  cancelReceipt: (id: string, reason: string, reissue: boolean) =>
    request<{ message: string }>('POST', `/api/receipts/${encodeURIComponent(id)}/cancel`, { reason, reissue }),
  statement: (csv: string, mapping?: StatementMapping) =>
    request<StatementView>('POST', '/api/statements', { csv, ...(mapping ? { mapping } : {}) }),
  confirm: (matches: { payRef: string; utr?: string; bankReference: string }[]) =>
    request<{ message: string; receipts: ReceiptAnswer[] }>('POST', '/api/statements/confirm', { matches }),
  ledger: (params: { season?: number; eventId?: string }) => request<{ ledger: LedgerView }>('GET', `/api/ledger${query(params)}`),
};

export const familyFeesApi = {
  fees: () => request<FamilyFeesView>('GET', '/api/family/fees'),
  pay: (chargeIds: string[]) =>
    request<{ way: PaymentWayView; charges: FamilyChargeView[] }>('POST', '/api/family/payments', { chargeIds }),
  claim: (reference: string, utr: string) => request<{ message: string }>('POST', '/api/family/payments/claim', { reference, utr }),
  receiptUrl: (id: string) => `/api/family/receipts/${encodeURIComponent(id)}`,
};
