/**
 * Fees and what families owe, without the schema library: the rules that compute a charge, the
 * states a charge goes through, receipt numbers, the UPI link and the texts. The server, the
 * family page, the public forms and the admin screens share them.
 *
 * A charge's amount is computed when the registration, renewal or entry is made and kept with
 * it: a fee changed later does not change what was already owed.
 */
import { zonedDay, zonedParts } from '#config/time-zone.ts';
import { REGISTRATION_FEE_DAYS } from '#config/rules.ts';
import { addDays, formatDate } from '#domain/common/dates.ts';
import { FAMILY_PAGE_URL, parentLetterEnd } from '#domain/family/letter-end.ts';

export const CHARGE_KINDS = ['registration-new', 'registration-renewal', 'entry'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * due: owed; claimed: the parent says it is paid (a UTR given), waiting for the treasurer;
 * paid: confirmed by the treasurer, with a receipt; waived (with a reason); refunded.
 */
export const CHARGE_STATES = ['due', 'claimed', 'paid', 'waived', 'refunded'] as const;
export type ChargeState = (typeof CHARGE_STATES)[number];
/** States in which a charge is still owed (the outstanding total): confirming a payment takes a charge only from these. */
export const OPEN_STATES: readonly ChargeState[] = ['due', 'claimed'];

export const PAYMENT_METHODS = ['upi', 'cash', 'cheque', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a treasurer records at the office (UPI payments are confirmed from the bank statement). */
export const OFFICE_METHODS = ['cash', 'cheque', 'bank-transfer'] as const;

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  cash: 'Cash',
  cheque: 'Cheque',
  'bank-transfer': 'Bank transfer',
};
export const STATE_LABELS: Record<ChargeState, string> = {
  due: 'Due',
  claimed: 'Paid, waiting for the treasurer to confirm',
  paid: 'Paid',
  waived: 'Waived',
  refunded: 'Refunded',
};
export const KIND_LABELS: Record<ChargeKind, string> = {
  'registration-new': 'Registration fee',
  'registration-renewal': 'Renewal fee',
  entry: 'Championship entry',
};

/** Whole rupees, up to this much for any one fee. */
export const FEE_MAX = 100_000;
export const REASON_MAX = 300;
export const PAYMENT_REFERENCE_MAX = 60;
/** A UPI transaction reference (UTR): exactly twelve digits. */
export const UTR_PATTERN = /^\d{12}$/;
/** A payment reference as the site makes it (FEE-K7M2Q9): what a parent writes in the UPI note. */
export const PAY_REF_PATTERN = /^FEE-[2-9A-HJ-NP-Z]{6}$/;
/** The same reference found anywhere in a bank statement's text. */
export const PAY_REF_IN_TEXT = /FEE-?[2-9A-HJ-NP-Z]{6}/g;
/** Twelve digits standing alone in a statement's text: a UTR. */
export const UTR_IN_TEXT = /(?<!\d)\d{12}(?!\d)/g;
/** The biggest bank statement accepted (bytes of CSV). */
export const STATEMENT_MAX_BYTES = 2_000_000;
export const STATEMENT_MAX_LINES = 5_000;
/**
 * Of each credit line, only the first few twelve-digit numbers and payment references are read:
 * a real line names one or two, and a line stuffed with numbers must not cost a look-up each.
 */
export const STATEMENT_LINE_REFERENCES = 4;
/** Different UTRs and payment references a statement may name in all (each not waiting is looked up once). */
export const STATEMENT_MAX_REFERENCES = 2_000;

export interface SeasonFees {
  season: number;
  newFee: number;
  renewalFee: number;
}

export interface ChampionshipFees {
  eventId: string;
  perSkater: number;
  perRace: number;
  lateFee: number;
  /** The last day (YYYY-MM-DD, association's calendar) without the late fee; none: no late fee. */
  lateAfter?: string;
}

export interface FeePolicy {
  /** Whether an entry not paid yet is on the public start list (default: yes). */
  unpaidOnStartList: boolean;
  /** Whether a profile's approval waits for its registration fee (default: no). */
  approvalWaitsForFee: boolean;
}

export const DEFAULT_POLICY: FeePolicy = { unpaidOnStartList: true, approvalWaitsForFee: false };

export const registrationFee = (fees: SeasonFees | undefined, renewal: boolean): number =>
  fees ? (renewal ? fees.renewalFee : fees.newFee) : 0;

/** The id of a profile's registration (or renewal) charge for its season: one per season. */
export const registrationChargeId = (skater: { _id: string; season: number }): string => `reg-${skater._id}-${skater.season}`;

/**
 * Whether approving a profile must wait for its registration fee: the policy says approval waits,
 * and the season's registration charge is still owed (none at all is settled: nothing to pay).
 */
export const approvalWaitsForFee = (policy: FeePolicy, charge: { state: ChargeState } | undefined): boolean =>
  policy.approvalWaitsForFee && !!charge && charge.state !== 'paid' && charge.state !== 'waived' && charge.state !== 'refunded';

/** Whether the late fee applies to something done at `now`: from the day after `lateAfter`, on the association's calendar. */
export const isLate = (fees: ChampionshipFees | undefined, now: Date): boolean =>
  fees?.lateAfter !== undefined && fees.lateFee > 0 && zonedDay(now) > fees.lateAfter;

/** The entry fee for this many races, entered at `now`. */
export const entryFee = (fees: ChampionshipFees | undefined, races: number, now: Date): number =>
  fees ? fees.perSkater + fees.perRace * races + (isLate(fees, now) ? fees.lateFee : 0) : 0;

/** A fee as the membership page shows it: what for, how much (0: none this season), per what. */
export interface FeeRow {
  item: string;
  amount: number;
  per: string;
}

/**
 * The membership page's fees, all read from the fee settings (never written in content): the
 * season's registration and renewal fees as exported for the build, none before they are set.
 * Entry fees are set per championship, so the page says where they are shown instead of a number.
 */
export const membershipFeeRows = (season: SeasonFees | undefined): FeeRow[] =>
  season
    ? [
        { item: 'Skater registration (new skater)', amount: season.newFee, per: `${season.season} season` },
        { item: 'Renewal', amount: season.renewalFee, per: `${season.season} season` },
      ]
    : [];

/** The day a registration or renewal fee charged at `now` is to be paid by (YYYY-MM-DD, association's calendar). */
export const registrationDueBy = (now: Date): string => addDays(zonedDay(now), REGISTRATION_FEE_DAYS);

/** One line of what a change of races costs: what it is for, and its amount. */
export interface EntryQuoteLine {
  label: string;
  amount: number;
}

/**
 * What a change of an entry's races costs, worked out exactly as the charge is: the first charge of
 * an entry, and a change while it is still due, cost the whole entry again (per skater, each race,
 * the late fee after its day); once it is claimed or paid, only the races added are charged, per
 * race. `total` is the new charge (or the due charge's new amount, `replaces` its amount before);
 * zero when nothing is charged.
 */
export interface EntryQuote {
  lines: EntryQuoteLine[];
  total: number;
  /** The amount of the due charge this one replaces. */
  replaces?: number;
  late: boolean;
}

export const entryQuote = (
  fees: ChampionshipFees | undefined,
  existing: { state: ChargeState; amount: number } | undefined,
  change: { races: readonly string[]; added: readonly string[] },
  now: Date,
): EntryQuote => {
  const none: EntryQuote = { lines: [], total: 0, late: false };
  if (!fees || change.races.length === 0) return none;
  if (existing === undefined || existing.state === 'due') {
    const late = isLate(fees, now);
    const lines = [
      ...(fees.perSkater > 0 ? [{ label: feeMessages.quotePerSkater, amount: fees.perSkater }] : []),
      ...(fees.perRace > 0 ? change.races.map((race) => ({ label: race, amount: fees.perRace })) : []),
      ...(late && fees.lateAfter ? [{ label: feeMessages.quoteLate(fees.lateAfter), amount: fees.lateFee }] : []),
    ];
    const total = entryFee(fees, change.races.length, now);
    return { lines, total, late, ...(existing ? { replaces: existing.amount } : {}) };
  }
  if (change.added.length === 0 || fees.perRace <= 0 || !['claimed', 'paid'].includes(existing.state)) return none;
  return {
    lines: change.added.map((race) => ({ label: race, amount: fees.perRace })),
    total: fees.perRace * change.added.length,
    late: false,
  };
};

/** The financial year (April to March) a moment falls in, on the association's calendar: "2026-27". */
export const financialYear = (now: Date): string => {
  const { year, month } = zonedParts(now);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** ADRSA/2026-27/0042 */
export const receiptNumber = (prefix: string, year: string, sequence: number): string =>
  `${prefix}/${year}/${String(sequence).padStart(4, '0')}`;

export const rupees = (amount: number): string => `₹${amount.toLocaleString('en-IN')}`;

export interface UpiPayment {
  upiId: string;
  payee: string;
  amount: number;
  reference: string;
}

/** The link UPI apps open: payee, name, amount in rupees, currency and the note the bank statement shows. */
export const upiLink = ({ upiId, payee, amount, reference }: UpiPayment): string =>
  `upi://pay?${[
    ['pa', upiId],
    ['pn', payee],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', reference],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
    .join('&')}`;

export const feeMessages = {
  settingsHeading: 'Fees',
  settingsIntro:
    'Fees in whole rupees. A charge is computed when a skater is registered, renewed or entered and kept with it: changing a fee here does not change what is already owed.',
  settingsSaved: 'Fees saved.',
  seasonHeading: (season: number) => `Registration fees for the ${season} season`,
  newFee: 'Registration fee (new skater)',
  renewalFee: 'Renewal fee',
  championshipHeading: 'Entry fees for a championship',
  perSkater: 'Entry fee per skater',
  perRace: 'Entry fee per race',
  lateFee: 'Late fee',
  lateAfter: 'Late fee for entries after (date)',
  policyHeading: 'Unpaid fees',
  unpaidOnStartList: 'Unpaid entries appear on the start list',
  approvalWaitsForFee: 'Approval waits for the registration fee',
  feeRange: `Fees are whole rupees from 0 to ${FEE_MAX.toLocaleString('en-IN')}.`,
  lateFeeNeedsDate: 'A late fee needs the date after which it applies.',
  championshipNotFound: 'Championship not found.',
  settingNotFound: 'Fee setting not found.',
  onlyChampionshipFees: "A registrar sets only a championship's entry fees: the season's fees and the policy are the treasurer's.",
  noFeesYet: 'No fees are set for this yet.',
  registrationFeeNote: (amount: number, renewal: boolean) =>
    amount > 0
      ? `The ${renewal ? 'renewal' : 'registration'} fee for this season is ${rupees(amount)}. It is owed once ${renewal ? 'the renewal is sent' : 'your e-mail address is confirmed'}, and paid within ${REGISTRATION_FEE_DAYS} days on your family page (by UPI, or at the office).`
      : `No ${renewal ? 'renewal' : 'registration'} fee this season.`,
  entryFeeLead: 'Entry fee:',
  membershipNoFees: 'No registration fee this season.',
  membershipEntryFees:
    "Championship entry fees are set for each championship (per skater and per race, with any late fee). They are shown on the championship's page and on your family page before you enter.",
  membershipHowToPay: 'Fees are paid on your family page, by UPI or at the office, once the registration or entry is made.',
  entryFeeNote: (fees: ChampionshipFees) =>
    [
      fees.perSkater > 0 ? `${rupees(fees.perSkater)} per skater` : '',
      fees.perRace > 0 ? `${rupees(fees.perRace)} per race` : '',
      fees.lateFee > 0 && fees.lateAfter ? `${rupees(fees.lateFee)} late fee for entries after ${formatDate(fees.lateAfter)}` : '',
    ]
      .filter(Boolean)
      .join(', ') || 'No entry fee.',
  // The entry's review on the family page
  quotePerSkater: 'Entry fee per skater',
  quoteLate: (after: string) => `Late fee (entries after ${formatDate(after)})`,
  quoteTotal: 'To pay for this change',
  quoteReplaces: (before: number) => `This replaces the ${rupees(before)} still due for this entry.`,
  quoteNothing: 'This change costs nothing.',
  quoteNoFees: 'No entry fee is set for this championship.',
  // Letters that create a charge: what is owed, why, by when, and where it is paid.
  owedInLetter: (amount: number, why: string, dueBy: string | undefined) =>
    `To pay: ${rupees(amount)} (${why})${dueBy ? `, by ${formatDate(dueBy)}` : ''}. Pay it by UPI, or see how to pay at the office, on your family page: ${FAMILY_PAGE_URL}`,
  // Family page
  owedSummary: (total: string, count: number) => `To pay: ${total} (${count} ${count === 1 ? 'fee' : 'fees'}).`,
  owedSummaryLink: 'See what for and pay',
  chargesHeading: 'Fees',
  dueBy: (day: string) => `Pay by ${formatDate(day)}`,
  noCharges: 'Nothing to pay.',
  payAll: (amount: number) => `Pay all that is due (${rupees(amount)})`,
  payOne: 'Pay this',
  payHeading: 'Pay by UPI',
  payIntro: 'Scan the code with any UPI app, or on this phone open your UPI app with the button. Keep the payment reference in the note.',
  payWithApp: 'Pay with a UPI app',
  amount: 'Amount',
  reference: 'Payment reference',
  payee: 'Paid to',
  utrLabel: 'UPI transaction reference (UTR, 12 digits)',
  utrHint: 'Your UPI app shows it after paying (also called UPI Ref. No. or transaction ID).',
  utrSubmit: 'I have paid',
  utrInvalid: 'The UPI transaction reference (UTR) is exactly 12 digits. Copy it from your UPI app after paying.',
  utrUsed: 'You have already given this UPI transaction reference for another of your payments. Check the UTR in your UPI app.',
  claimed: 'Thank you. The treasurer confirms the payment once it shows on the bank statement; the receipt then appears here.',
  officeHeading: 'How to pay',
  nothingDue: 'None of these charges is due.',
  payRefNotFound: 'Payment reference not found. Start the payment again from this page.',
  receipt: (number: string) => `Receipt ${number}`,
  receiptsHeading: 'Receipts',
  cancelledReceipt: 'cancelled',
  // Treasurer
  chargeNotFound: 'Charge not found.',
  chargesNotPayable: 'Only charges that are due or claimed can be paid.',
  chargesOfOneFamily: 'A payment covers the charges of one family.',
  waived: 'Charge waived.',
  /** The reasons the family page shows beside a charge the association waived by itself. */
  waivedProfileDeleted: 'The skater’s profile was deleted.',
  waivedEntryWithdrawn: 'The association withdrew the entry.',
  waivedNotApproved: 'The registration was not approved.',
  refunded: 'Charge marked refunded.',
  notWaivable: 'Only a charge that is due or claimed can be waived.',
  notRefundable: 'Only a paid charge can be refunded.',
  unclaimed: 'The claim is set aside: the charge is due again, and the family can pay it with its own UTR.',
  notUnclaimable: 'Only a claimed charge can be set aside as not received.',
  paymentRecorded: (number: string) => `Payment recorded. Receipt ${number} issued.`,
  receiptNotFound: 'Receipt not found.',
  receiptCancelled: 'Receipt cancelled.',
  receiptReissued: (number: string) => `Receipt cancelled and reissued as ${number}.`,
  alreadyCancelled: 'This receipt is already cancelled.',
  /** The reason on a number's receipt when its confirmation stopped and its charges were not paid. */
  notIssued: 'Not issued: the confirmation was interrupted',
  approvalWaits: 'The registration fee is not paid yet, and approval waits for it (Fees settings).',
  statementColumns: 'Which column holds each of these? The choice is remembered for statements with the same header row.',
  statementNoHeader: 'The statement has no header row. Export it from the bank with column names.',
  statementTooBig: `A statement may have up to ${STATEMENT_MAX_LINES.toLocaleString('en-IN')} lines (${
    STATEMENT_MAX_BYTES / 1_000_000
  } MB) naming up to ${STATEMENT_MAX_REFERENCES.toLocaleString('en-IN')} different UTRs and payment references (the first ${STATEMENT_LINE_REFERENCES} of each kind on a line are read). Export a shorter period from the bank and upload each part.`,
  statementUnreadable: (detail: string) => `The statement could not be read as CSV: ${detail}`,
  mappingUnknownColumn: (column: string) => `The statement has no column "${column}".`,
  matchesConfirmed: (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'} confirmed; receipts issued and e-mailed.`,
  nothingToConfirm: 'None of these payments is waiting any more.',
  receiptSubject: (number: string, site: string) => `Receipt ${number} from ${site}`,
  receiptLetter: (name: string, number: string, amount: number) =>
    `Dear ${name},\n\nThank you for your payment of ${rupees(amount)}. Receipt ${number} is attached, and you can download it from your family page at any time.\n\n${parentLetterEnd}`,
} as const;

/** A charge as the family page shows it. */
export interface FamilyChargeView {
  _id: string;
  kind: ChargeKind;
  state: ChargeState;
  amount: number;
  description: string;
  skaterId: string;
  skaterName: string;
  createdAt: string;
  payRef?: string;
  utr?: string;
  reason?: string;
  receiptId?: string;
  /** The championship an entry's charge is for. */
  eventId?: string;
  /** The day (or the moment, for an entry: when entries close) it is to be paid by. */
  dueBy?: string;
}

export interface ReceiptLineView {
  _id: string;
  number: string;
  amount: number;
  method: PaymentMethod;
  state: 'issued' | 'cancelled';
  paidAt: string;
}

export interface FamilyFeesView {
  charges: FamilyChargeView[];
  receipts: ReceiptLineView[];
  upi: boolean;
  officeInstructions: string;
}

/** How to pay what was chosen: by UPI (link and QR code), or at the office when no UPI id is configured. */
export type PaymentWayView =
  | { kind: 'upi'; link: string; qr: string; upiId: string; payee: string; amount: number; reference: string }
  | { kind: 'office'; instructions: string; amount: number; reference: string };
