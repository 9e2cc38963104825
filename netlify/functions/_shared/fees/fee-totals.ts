/**
 * The running totals the treasurer's dashboard card shows (the outstanding amount), kept in one
 * small value changed by compare-and-set with every change of a charge, so the card costs one read
 * however many charges there are. The ledger recomputes everything from the charges themselves.
 */
import { inTurn, readStrong, retrying, RETRY, writeIf } from '#shared/store/blobs.ts';

const TOTALS_KEY = 'fees-totals';

export interface FeeTotals {
  outstanding: number;
}

export const readTotals = async (): Promise<FeeTotals> => (await readStrong<FeeTotals>(TOTALS_KEY))?.value ?? { outstanding: 0 };

export const adjustTotals = (delta: FeeTotals): Promise<FeeTotals> =>
  inTurn(TOTALS_KEY, () =>
    retrying(async () => {
      const current = await readStrong<FeeTotals>(TOTALS_KEY);
      const next = { outstanding: (current?.value.outstanding ?? 0) + delta.outstanding };
      return (await writeIf(TOTALS_KEY, next, current?.etag)) === undefined ? RETRY : next;
    }),
  );
