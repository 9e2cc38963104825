/**
 * Races withdrawn from an entry a club pays for (docs/clubs.md#paying-for-the-batch). An entry's
 * races may be charged on several club lines: its own charge (the first batch's, with the
 * per-skater fee) and one per later batch that added races. Each line keeps the races it charges,
 * so a race withdrawn comes off the line that charged it: while the line is owed it is computed
 * again for its races left (none left: waived), once paid or claimed the difference is a refund
 * due; either way its description, which the receipt's line repeats, names only the races left.
 */
import { clubEntryDescription, clubFeeMessages, isClubPayer } from '#domain/fees/club-fees.ts';
import type { ChampionshipFees } from '#domain/fees/fees.ts';
import type { Charge } from '#domain/fees/fees.schema.ts';
import type { Championship } from '#domain/championships/championship.schema.ts';
import { events } from '#shared/collections/events.ts';
import { adjustTotals, charges } from '#shared/collections/fees.ts';

const ownChargeId = (entryId: string) => `entry-${entryId}`;

/** The club's lines of an entry: one read of the skater's charges (a handful), then each line by id. */
export const clubLinesOf = async (skaterId: string, eventId: string, entryId: string): Promise<Charge[]> => {
  const { items } = await charges().page('bySkater', { partition: skaterId, limit: 200 });
  const ids = items
    .filter((item) => isClubPayer(item.family) && item.eventId === eventId)
    .filter((item) => item._id === ownChargeId(entryId) || item._id.startsWith(`${ownChargeId(entryId)}-`))
    .map((item) => item._id);
  const found = await Promise.all(ids.map((id) => charges().get(id)));
  return found.filter((charge): charge is Charge => charge !== undefined);
};

/**
 * Computes each club line of the entry again for the races it still has. `racesNow` are the
 * entry's races after the change; `keptBefore` is how many of the races entered before the change
 * are left, for a line stored before lines named their races (it then keeps its description).
 * Done again, it changes nothing: each line compares its own races with the entry's.
 */
export const clubLinesAfterChange = async (
  lines: readonly Charge[],
  fees: ChampionshipFees,
  championship: Championship,
  entryId: string,
  change: { racesNow: readonly string[]; keptBefore: number },
  now: Date,
): Promise<void> => {
  const names = new Map(championship.races.map((race) => [race._id, race.name]));
  const at = now.toISOString();
  let title: string | undefined;
  for (const line of lines) {
    if (line.raceIds?.every((id) => change.racesNow.includes(id))) continue;
    // Lines before lines named their races: only the entry's own one was computed again, by count.
    if (!line.raceIds && line._id !== ownChargeId(entryId)) continue;
    title ??= (await events().get(championship._id))?.title ?? 'championship';
    const named = title;
    const carriesSkaterFee = line._id === ownChargeId(entryId);
    const price = (races: number, late: boolean | undefined) =>
      (carriesSkaterFee ? fees.perSkater + (late ? fees.lateFee : 0) : 0) + fees.perRace * races;
    let outstanding = 0;
    await charges().update(line._id, (current) => {
      outstanding = 0;
      const had = current.races ?? 0;
      const kept = current.raceIds ? current.raceIds.filter((id) => change.racesNow.includes(id)) : undefined;
      const keptCount = kept ? kept.length : Math.max(0, Math.min(had, change.keptBefore));
      if (keptCount >= had) return current;
      const races = {
        races: keptCount,
        ...(kept ? { raceIds: kept } : {}),
        ...(kept && kept.length > 0
          ? {
              description: clubEntryDescription(
                named,
                kept.map((id) => names.get(id) ?? id),
              ),
            }
          : {}),
        updatedAt: at,
      };
      if (current.state === 'due') {
        if (keptCount === 0) {
          outstanding = -current.amount;
          return { ...current, ...races, state: 'waived', reason: clubFeeMessages.withdrawnBeforePayment };
        }
        const amount = price(keptCount, current.late);
        outstanding = amount - current.amount;
        return { ...current, ...races, amount };
      }
      if (current.state === 'paid' || current.state === 'claimed') {
        const back = keptCount === 0 ? current.amount : fees.perRace * (had - keptCount);
        const left = current.amount - (current.refundedAmount ?? 0);
        return { ...current, ...races, refundDue: Math.min(left, (current.refundDue ?? 0) + back) };
      }
      return { ...current, ...races };
    });
    if (outstanding !== 0) await adjustTotals({ outstanding });
  }
};
