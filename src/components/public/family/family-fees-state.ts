/**
 * The family's fees, held once for the whole family page: the fees panel shows them, and whatever
 * creates a charge on the page (an entry, a renewal) reloads them, so the new charge and its Pay
 * button appear at once, without a reload of the page.
 */
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import type { FamilyFeesView } from '#domain/fees/fees.ts';
import { familyFeesApi } from '#lib/client/fees.ts';

export interface FamilyFeesState {
  /** null until the first answer. */
  fees: FamilyFeesView | null;
  reload: () => Promise<void>;
}

const EMPTY: FamilyFeesView = { charges: [], receipts: [], upi: false, officeInstructions: '' };

export const FamilyFeesContext = createContext<FamilyFeesState>({ fees: null, reload: async () => undefined });

/** The fees of the signed-in family, loaded once and again on `reload`. */
export const useFamilyFeesLoader = (): FamilyFeesState => {
  const [fees, setFees] = useState<FamilyFeesView | null>(null);
  const reload = useCallback(async () => {
    try {
      setFees(await familyFeesApi.fees());
    } catch {
      setFees((current) => current ?? EMPTY);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { fees, reload };
};

export const useFamilyFees = (): FamilyFeesState => useContext(FamilyFeesContext);
