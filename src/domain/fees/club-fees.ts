/**
 * A club's payment for its batch of entries (docs/clubs.md#paying-for-the-batch): the entry fees
 * of the races a club enters are the club's, not the families'. Each skater's share is a charge of
 * its own (so a race withdrawn later changes only that skater's), and all of a batch's share one
 * payment reference: one amount, one UPI QR code, one receipt listing each skater and race.
 * Zod-free: the server, the club desk and the treasurer's screens share it.
 */
import { formatDateTime } from '#domain/common/dates.ts';
import { CLUB_DESK_PATH } from '#domain/clubs/club-desk.ts';
import { LETTER_SIGNATURE, sitePage } from '#domain/family/letter-end.ts';
import { rupees, type ChargeState, type PaymentWayView } from './fees.ts';

/**
 * The partition a club's charges and receipts are kept in, in place of a family's (a family's is
 * a digest of its address, 64 hex digits, so the two never meet).
 */
export const clubPayer = (clubId: string): string => `club:${clubId}`;
export const isClubPayer = (family: string): boolean => family.startsWith('club:');

/** One skater's share of a club's payment. */
export interface ClubPaymentLine {
  chargeId: string;
  skaterName: string;
  registrationNo?: string;
  description: string;
  amount: number;
  state: ChargeState;
  refundDue?: number;
  refundedAmount?: number;
}

/**
 * A club's payment as its desk shows it: what is still owed of it, how to pay it (while any of it
 * is due), and its receipt once the treasurer confirmed it.
 */
export interface ClubPaymentView {
  reference: string;
  eventId?: string;
  eventTitle: string;
  createdAt: string;
  dueBy?: string;
  /** What is owed now: the lines still due or claimed. */
  owed: number;
  /** Due (nothing paid yet), claimed (the coach gave the UTR), paid (its receipt issued), or settled otherwise. */
  state: 'due' | 'claimed' | 'paid' | 'settled';
  lines: ClubPaymentLine[];
  /** How to pay it, while it is due. */
  way?: PaymentWayView;
  receipt?: { _id: string; number: string; amount: number; state: 'issued' | 'cancelled' };
  /** What the treasurer is to pay back (races withdrawn after the payment). */
  refundDue: number;
}

export const clubFeeMessages = {
  heading: 'Payments',
  lead: 'The entry fees of the races your club enters are the club’s: each batch you confirm is one payment, with one reference.',
  none: 'Nothing to pay yet: each batch of entries you confirm makes one payment here.',
  owed: (amount: number) => `To pay: ${rupees(amount)}`,
  paid: 'Paid',
  claimed: 'Paid, waiting for the treasurer to confirm',
  settled: 'Nothing to pay',
  payBy: (moment: string) => `Pay by ${formatDateTime(moment)} (when entries close).`,
  payHow:
    'Scan the code with any UPI app (or on this phone open your UPI app with the button) and keep the payment reference in the note: the treasurer matches the bank statement by it.',
  receipt: (number: string) => `Receipt ${number} (PDF)`,
  refundDue: (amount: number) => `To be refunded to the club: ${rupees(amount)} (races withdrawn after the payment).`,
  refunded: (amount: number) => `Refunded: ${rupees(amount)}`,
  linesHeading: 'Skaters and races',
  /** The batch's answer: what the club now owes for it, and where it is paid. */
  batchOwed: (amount: number, reference: string) =>
    `The club owes ${rupees(amount)} for these entries: pay it by UPI with the payment reference ${reference}, shown under Payments below.`,
  batchFree: 'No entry fee is charged for these races.',
  /** The parent's letter: the club pays these races. */
  receiptLetter: (clubName: string, number: string, amount: number) =>
    `Dear coach,\n\nThank you for ${clubName}'s payment of ${rupees(amount)}. Receipt ${number} is attached; it lists each skater and race. You can download it from the club desk at any time: ${sitePage(CLUB_DESK_PATH)}\n\n${LETTER_SIGNATURE}`,
  refundRecorded: (amount: number) => `Refund of ${rupees(amount)} recorded; the races still entered stay paid.`,
  withdrawnBeforePayment: 'Withdrawn before the payment.',
  notYourReceipt: 'Receipt not found.',
  utrClaimed: 'Thank you. The treasurer confirms the payment once it shows on the bank statement; the receipt then appears here.',
} as const;

/** A club charge's description: what the receipt's line says, with each race by name. */
export const clubEntryDescription = (eventTitle: string, races: readonly string[]): string => `Entry: ${eventTitle} (${races.join(', ')})`;
