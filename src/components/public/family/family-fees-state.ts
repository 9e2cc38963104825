/**
 * The family's fees, held once for the whole family page: the fees panel shows them, and whatever
 * creates a charge on the page (an entry, a renewal) reloads them, so the new charge and its Pay
 * button appear at once, without a reload of the page.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { FamilyFeesView } from '#domain/fees/fees.ts';
import { familyFeesApi } from '#lib/client/fees.ts';

export interface FamilyFeesState {
  /** The last answer; null until the first. */
  fees: FamilyFeesView | null;
  /**
   * The last load failed. Kept apart from `fees`: a failure is never turned into an empty list,
   * which the page would show as "Nothing to pay" to a parent who may well owe something.
   */
  failed: boolean;
  reload: () => Promise<void>;
}

export const FamilyFeesContext = createContext<FamilyFeesState>({ fees: null, failed: false, reload: async () => undefined });

/** The fees of the signed-in family, loaded once and again on `reload`. */
export const useFamilyFeesLoader = (): FamilyFeesState => {
  const [fees, setFees] = useState<FamilyFeesView | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    // Cleared while asking again, so a second failure is announced afresh.
    setFailed(false);
    try {
      setFees(await familyFeesApi.fees());
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { fees, failed, reload };
};

export const useFamilyFees = (): FamilyFeesState => useContext(FamilyFeesContext);

/** Whether the panel has anything to show: a charge, a receipt, or the failure to load them. */
export const feesToShow = ({ fees, failed }: FamilyFeesState): boolean =>
  failed || (fees !== null && (fees.charges.length > 0 || fees.receipts.length > 0));
