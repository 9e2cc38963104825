/**
 * A letter's link named something this child cannot do now (renew a registration already current,
 * enter a championship before approval…): instead of a card with nothing opened, it says why and
 * what comes first. Nothing shows when the thing it named is there to do.
 */
import type { FamilyChild } from '#domain/family/family-views.ts';
import type { FamilyTarget } from '#domain/family/family-links.ts';
import type { FamilyMessages } from './family-messages.ts';

type Reason =
  | 'family.target.renewCurrent'
  | 'family.target.renewWaiting'
  | 'family.target.entryRenewFirst'
  | 'family.target.entryWaiting'
  | 'family.target.entryNotApproved'
  | 'family.target.entryWithdrawn';

/** Why the target cannot be done now; undefined when it can (its disclosure opens instead). */
export const targetUnavailable = (child: FamilyChild, target: FamilyTarget): Reason | undefined => {
  if (target.kind === 'renew') {
    // Consent withdrawn: the card says so already, with the way to register again.
    if (child.canRenew || child.consentWithdrawnAt) return undefined;
    return child.season >= child.currentSeason && child.status !== 'pending' ? 'family.target.renewCurrent' : 'family.target.renewWaiting';
  }
  if (child.consentWithdrawnAt) return 'family.target.entryWithdrawn';
  if (child.status === 'approved') return undefined;
  if (child.status === 'lapsed') return 'family.target.entryRenewFirst';
  if (child.status === 'rejected') return 'family.target.entryNotApproved';
  return 'family.target.entryWaiting';
};

export default function TargetUnavailable({ child, target, m }: { child: FamilyChild; target: FamilyTarget; m: FamilyMessages }) {
  const reason = targetUnavailable(child, target);
  if (!reason) return null;
  return (
    <p
      role="status"
      className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-slate-900 ring-1 ring-amber-200"
      data-testid="target-unavailable"
    >
      {m.t(reason, { name: child.name, season: String(child.currentSeason) })}
    </p>
  );
}
