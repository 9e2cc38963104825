/**
 * Charges: what a family owes for a registration, a renewal or an entry. The amount is computed
 * by the fee settings at the moment of the action and kept; a charge's id comes from what it is
 * for (the skater and season, or the entry), so doing the same thing twice never charges twice.
 *
 * A parent paying by UPI first asks for a payment of some of their charges, which gives those a
 * shared payment reference (the UPI note), then says it is paid with the UPI transaction
 * reference (UTR): the charges are claimed, and wait for the treasurer. The charges keep the UTR
 * (indexed by it, which is how a bank statement's line finds every payment it was given for).
 */
import { Conflict, NotFound } from '#domain/common/errors.ts';
import { randomInt } from 'node:crypto';
import {
  entryQuote,
  feeMessages,
  isLate,
  OPEN_STATES,
  registrationChargeId,
  registrationDueBy,
  registrationFee,
  type ChargeKind,
} from '#domain/fees/fees.ts';
import type { Charge } from '#domain/fees/fees.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import type { Championship, Entry } from '#domain/championships/championship.schema.ts';
import { events } from '#shared/collections/events.ts';
import { adjustTotals, charges, CLAIMED_CHARGES, readChampionshipFees, readSeasonFees } from '#shared/collections/fees.ts';
import { familyPartition } from '#shared/collections/registry.ts';
import { clubLinesAfterChange, clubLinesOf } from './club-withdrawals.ts';

const PAY_REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PAY_REF_LENGTH = 6;

const familyOf = (skater: Skater) => familyPartition(skater.email);

const base = (skater: Skater, now: Date) => ({
  state: 'due' as const,
  skaterId: skater._id,
  skaterName: skater.name,
  ...(skater.registrationNo ? { registrationNo: skater.registrationNo } : {}),
  payerName: skater.parentName,
  family: familyOf(skater),
  createdAt: now.toISOString(),
});

/** Inserts a charge unless one with its id is there already (the same action done twice). */
export const insertOnce = async (charge: Charge): Promise<Charge | undefined> => {
  if (await charges().get(charge._id)) return undefined;
  try {
    const stored = await charges().insert(charge);
    await adjustTotals({ outstanding: stored.amount });
    return stored;
  } catch (error) {
    if (error instanceof Error && /already has a record/.test(error.message)) return undefined;
    throw error;
  }
};

/** The season's registration (or renewal) fee for this profile, when a fee is set. */
export const chargeRegistration = async (skater: Skater, renewal: boolean, now = new Date()): Promise<Charge | undefined> => {
  const amount = registrationFee(await readSeasonFees(skater.season), renewal);
  if (amount <= 0) return undefined;
  const kind: ChargeKind = renewal ? 'registration-renewal' : 'registration-new';
  return insertOnce({
    ...base(skater, now),
    _id: registrationChargeId(skater),
    kind,
    amount,
    description: `${renewal ? 'Renewal' : 'Registration'} fee, ${skater.season} season`,
    season: skater.season,
    dueBy: registrationDueBy(now),
  });
};

/**
 * The entry fee for the races entered. An entry's first charge is its own; while it is still due
 * a change of races computes it again (at the moment of the change). Once paid or claimed, races
 * added later are charged separately, per race.
 */
export const chargeEntry = async (
  championship: Championship,
  skater: Skater,
  entry: Pick<Entry, '_id' | 'raceIds' | 'byClub'>,
  addedRaces: number,
  now = new Date(),
): Promise<Charge | undefined> => {
  const fees = await readChampionshipFees(championship._id);
  if (!fees) return undefined;
  const entryId = entry._id;
  const _id = `entry-${entryId}`;
  const existing = await charges().get(_id);
  // Races a club entered are charged on the club's lines (its first batch's, and each later one's): a race withdrawn comes off the line that charged it.
  const clubLines = existing?.clubId || entry.byClub ? await clubLinesOf(skater._id, championship._id, entryId) : [];
  if (clubLines.length > 0) {
    const keptBefore = entry.raceIds.length - addedRaces;
    await clubLinesAfterChange(clubLines, fees, championship, entryId, { racesNow: entry.raceIds, keptBefore }, now);
  }
  // The club paid (or owes) this entry's fee: races the parent adds are the family's own.
  if (existing?.clubId) return familyAddedRaces(existing, fees, skater, entryId, addedRaces, now);
  // The family's own charge counts only the races no club line charges: a family never pays for its club's.
  const clubRaces = new Set(clubLines.flatMap((line) => line.raceIds ?? []));
  const races = entry.raceIds.filter((id) => !clubRaces.has(id)).length;
  if (races === 0) return undefined;
  const title = (await events().get(championship._id))?.title ?? 'championship';
  const description = `Entry: ${title} (${races} ${races === 1 ? 'race' : 'races'})`;
  const late = isLate(fees, now);
  // Withdrawn by the association, its fee was waived (charges-waived.ts): entered again, it is owed again, whole.
  const reopened = existing?.state === 'waived' && existing.reason === feeMessages.waivedEntryWithdrawn;
  // The family page's review shows the same quote before the parent confirms (entryQuote).
  const quote = entryQuote(
    fees,
    reopened ? undefined : existing,
    { races: Array.from({ length: races }, String), added: Array.from({ length: addedRaces }, String) },
    now,
  );
  const dueBy = championship.entriesClose;
  if (!existing) {
    if (quote.total <= 0) return undefined;
    return insertOnce({
      ...base(skater, now),
      _id,
      kind: 'entry',
      amount: quote.total,
      description,
      season: skater.season,
      eventId: championship._id,
      races,
      late,
      dueBy,
    });
  }
  if (existing.state === 'due' || reopened) {
    const amount = quote.total;
    let owedBefore = 0;
    let owedAfter = 0;
    const updated = await charges().update(_id, (current) => {
      // Counted again on each attempt: the update runs once more when another writer came first.
      owedBefore = current.state === 'due' ? current.amount : 0;
      owedAfter = 0;
      const changed = { amount, races, late, description, dueBy, updatedAt: now.toISOString() };
      if (current.state === 'due') {
        owedAfter = amount;
        return { ...current, ...changed };
      }
      if (current.state !== 'waived' || current.reason !== feeMessages.waivedEntryWithdrawn) return current;
      owedAfter = amount;
      const { reason: _waived, ...rest } = current;
      return { ...rest, ...changed, state: 'due' as const };
    });
    if (owedAfter !== owedBefore && updated?.state === 'due') await adjustTotals({ outstanding: owedAfter - owedBefore });
    return updated;
  }
  if (quote.total <= 0) return undefined;
  return insertOnce({
    ...base(skater, now),
    _id: extraEntryChargeId(entryId, now),
    kind: 'entry',
    amount: quote.total,
    description: `Entry: ${title} (${addedRaces} more ${addedRaces === 1 ? 'race' : 'races'})`,
    season: skater.season,
    eventId: championship._id,
    races: addedRaces,
    late,
    dueBy,
  });
};

/**
 * Races a parent adds to an entry whose fee is a club's share: the family's, charged per race as
 * races added to a paid entry are. A family never pays for a race its club paid, nor a club for a
 * parent's.
 */
const familyAddedRaces = async (
  existing: Charge,
  fees: NonNullable<Awaited<ReturnType<typeof readChampionshipFees>>>,
  skater: Skater,
  entryId: string,
  added: number,
  now: Date,
): Promise<Charge | undefined> => {
  if (added > 0 && fees.perRace > 0) {
    const title = (await events().get(existing.eventId ?? ''))?.title ?? 'championship';
    return insertOnce({
      ...base(skater, now),
      _id: extraEntryChargeId(entryId, now),
      kind: 'entry',
      amount: fees.perRace * added,
      description: `Entry: ${title} (${added} more ${added === 1 ? 'race' : 'races'})`,
      season: skater.season,
      ...(existing.eventId ? { eventId: existing.eventId } : {}),
      races: added,
      late: false,
      ...(existing.dueBy ? { dueBy: existing.dueBy } : {}),
    });
  }
  return existing;
};

/** The charge of races added to an entry already claimed or paid, at `now`. */
export const extraEntryChargeId = (entryId: string, now: Date): string => `entry-${entryId}-${now.getTime()}`;

/**
 * What an entry changed at `now` charged: the charge for the races added then, or else the entry's
 * own charge (which a change while due computes again). Two reads by id, for the letter.
 */
export const entryChargeAfter = async (entryId: string, now: Date): Promise<Charge | undefined> =>
  (await charges().get(extraEntryChargeId(entryId, now))) ?? (await charges().get(`entry-${entryId}`));

/** A family's charges, newest first (a family has a handful: one page). */
export const familyCharges = async (email: string): Promise<Charge[]> =>
  (await charges().page('byFamily', { partition: familyPartition(email), limit: 200, reverse: true })).items as Charge[];

export const newPayRef = () =>
  `FEE-${Array.from({ length: PAY_REF_LENGTH }, () => PAY_REF_ALPHABET[randomInt(PAY_REF_ALPHABET.length)]).join('')}`;

/** The family's charges by id, each due: 404 for another family's, 409 for one not due. */
const dueOfFamily = async (email: string, chargeIds: readonly string[]): Promise<Charge[]> => {
  const family = familyPartition(email);
  const found = await Promise.all([...new Set(chargeIds)].map((id) => charges().get(id)));
  if (found.some((charge) => !charge || charge.family !== family)) throw new NotFound('Charge', feeMessages.chargeNotFound);
  const list = found as Charge[];
  if (list.some((charge) => charge.state !== 'due')) throw new Conflict(feeMessages.nothingDue);
  return list;
};

/**
 * A UPI payment of these charges: a new payment reference given to each. Asking again replaces
 * the reference (the parent may pay a different set), as long as they are due.
 */
export const startPayment = async (
  email: string,
  chargeIds: readonly string[],
): Promise<{ payRef: string; amount: number; charges: Charge[] }> => {
  const list = await dueOfFamily(email, chargeIds);
  let payRef = newPayRef();
  while (!(await charges().claim(`payref:${payRef}`, payRef))) payRef = newPayRef();
  const updated = await Promise.all(
    list.map((charge) =>
      charges().update(charge._id, (current) => {
        if (current.state !== 'due') throw new Conflict(feeMessages.nothingDue);
        return { ...current, payRef };
      }),
    ),
  );
  const paid = updated.filter((charge): charge is Charge => charge !== undefined);
  return { payRef, amount: paid.reduce((sum, charge) => sum + charge.amount, 0), charges: paid };
};

/** The charges a payment reference covers. */
const chargesOfPayRef = async (payRef: string): Promise<Charge[]> => {
  const { items } = await charges().page('byPayRef', { partition: payRef, limit: 200 });
  const found = await Promise.all(items.map((item) => charges().get(item._id)));
  return found.filter((charge): charge is Charge => charge !== undefined && charge.payRef === payRef);
};

/**
 * The parent says the payment with this reference is made, with its UTR: its due charges become
 * claimed. A UTR another family gave too is taken as a competing claim (one of them is mistaken
 * or lying, and only the bank statement says which): the treasurer sees both. The same family
 * giving one UTR for two of its payments is a slip it is told about.
 */
export const claimPayment = (email: string, payRef: string, utr: string, now = new Date()): Promise<Charge[]> =>
  claimPaymentOf(familyPartition(email), payRef, utr, now);

/** The same, for the payer's partition: a family's, or a club's (its coach gives the UTR). */
export const claimPaymentOf = async (family: string, payRef: string, utr: string, now = new Date()): Promise<Charge[]> => {
  const [list, sameUtr] = await Promise.all([
    chargesOfPayRef(payRef).then((found) => found.filter((charge) => charge.family === family)),
    chargesOfUtr(utr),
  ]);
  if (list.length === 0) throw new NotFound('Payment reference', feeMessages.payRefNotFound);
  if (sameUtr.some((charge) => charge.family === family && charge.payRef !== payRef && charge.state !== 'due'))
    throw new Conflict(feeMessages.utrUsed);
  const claimed: Charge[] = [];
  for (const charge of list) {
    const updated = await charges().update(charge._id, (current) =>
      current.state === 'due' && current.payRef === payRef ? { ...current, state: 'claimed', utr, claimedAt: now.toISOString() } : current,
    );
    if (updated?.state === 'claimed' && updated.utr === utr) claimed.push(updated);
  }
  if (claimed.length === 0) throw new Conflict(feeMessages.nothingDue);
  return claimed;
};

/** Every charge a UTR was given for, whoever gave it (one partition of a handful). */
export const chargesOfUtr = async (utr: string) =>
  (await charges().page('byUtr', { partition: utr, limit: 200 })).items.filter((charge) => charge.utr === utr);

/** Every claimed charge, waiting for the treasurer: one scan of their partition, whatever the size of the collection. */
export const waitingCharges = async () => {
  const found: Awaited<ReturnType<typeof chargesOfUtr>> = [];
  for await (const chunk of charges().scan('claimed', { partition: CLAIMED_CHARGES })) found.push(...chunk);
  return found;
};

/** The entries of a championship whose own charge is still owed (due or claimed): one scan of its partition. */
export const unpaidEntries = async (eventId: string): Promise<Set<string>> => {
  const unpaid = new Set<string>();
  for await (const chunk of charges().scan('byEvent', { partition: eventId }))
    for (const charge of chunk)
      if (OPEN_STATES.includes(charge.state) && charge._id.startsWith('entry-')) unpaid.add(charge._id.slice('entry-'.length));
  return unpaid;
};

/**
 * Waives a due or claimed charge, marks a paid one refunded, or sets a claim aside (the money is
 * not on the bank statement, or was another family's): the charge is due again without the UTR.
 */
export const settleOtherwise = async (
  id: string,
  action: 'waive' | 'refund' | 'unclaim',
  reason: string,
  now = new Date(),
): Promise<Charge> => {
  const before = await charges().get(id);
  if (!before) throw new NotFound('Charge', feeMessages.chargeNotFound);
  const updated = await charges().update(id, (current) => {
    if (action === 'waive' && !OPEN_STATES.includes(current.state)) throw new Conflict(feeMessages.notWaivable);
    if (action === 'refund' && current.state !== 'paid') throw new Conflict(feeMessages.notRefundable);
    if (action === 'unclaim') {
      if (current.state !== 'claimed') throw new Conflict(feeMessages.notUnclaimable);
      const { utr: _utr, claimedAt: _claimedAt, ...rest } = current;
      return { ...rest, state: 'due', reason, updatedAt: now.toISOString() };
    }
    // A refund due of part of a paid charge (races withdrawn after a club paid): paid back, the rest stays paid.
    const left = current.amount - (current.refundedAmount ?? 0);
    if (action === 'refund' && current.refundDue !== undefined && current.refundDue < left) {
      const { refundDue, ...rest } = current;
      return { ...rest, refundedAmount: (current.refundedAmount ?? 0) + refundDue, reason, updatedAt: now.toISOString() };
    }
    const { refundDue: _due, ...rest } = current;
    return { ...rest, state: action === 'waive' ? 'waived' : 'refunded', reason, updatedAt: now.toISOString() };
  });
  if (!updated) throw new NotFound('Charge', feeMessages.chargeNotFound);
  if (action === 'waive') await adjustTotals({ outstanding: -updated.amount });
  return updated;
};
