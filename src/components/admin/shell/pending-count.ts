/**
 * The number of profiles waiting for review, beside Skater profiles in the admin menu, so admins
 * see new registrations from any screen. The menu is static HTML; this fills its badge once a
 * session is known and again after a review changes the count.
 */
import { registryListTexts } from '#domain/registry/registry.ts';
import { api } from '#lib/client/index.ts';

export const PENDING_BADGE_ATTRIBUTE = 'data-pending-skaters';

export const showPendingCount = (count: number): void => {
  for (const badge of document.querySelectorAll<HTMLElement>(`[${PENDING_BADGE_ATTRIBUTE}]`)) {
    badge.textContent = count > 0 ? registryListTexts.pendingInNav(count) : '';
    badge.hidden = count === 0;
  }
};

/** Asks the server for the count (one row, its total in X-Total-Count) and shows it. */
export const refreshPendingCount = async (): Promise<void> => {
  try {
    const { total } = await api.adminSkaters({ status: 'pending', pageSize: 1 });
    showPendingCount(total);
  } catch (error) {
    // The badge is a convenience: the skater screen itself shows the counts.
    console.error(error);
  }
};
