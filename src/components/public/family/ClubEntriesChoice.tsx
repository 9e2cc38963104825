/**
 * The parent's choice on the family page (docs/clubs.md#the-parents-choice): may the child's club
 * enter them for championships from its club desk. Off until turned on; turning it off withdraws
 * nothing already entered (the entries stay under Championships, where a race can be withdrawn).
 */
import { useId, useState } from 'react';
import { chooseClubEntries } from '#lib/client/clubs.ts';
import { failureText } from '#lib/error-text.ts';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import type { FamilyMessages } from './family-messages.ts';

export default function ClubEntriesChoice({
  childId,
  club,
  initial,
  m,
}: {
  childId: string;
  club: string;
  initial: boolean;
  m: FamilyMessages;
}) {
  const id = useId();
  const [allowed, setAllowed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const change = async (next: boolean) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      const answer = await chooseClubEntries(childId, next);
      setAllowed(answer.clubMayEnter);
      setMessage(m.server(answer.message));
    } catch (caught) {
      setError(failureText(caught, { failed: m.t('family.clubChoiceFailed'), server: m.server }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4" data-testid="club-entries-choice">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-allowed`}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0"
          checked={allowed}
          disabled={busy}
          onChange={(event) => void change(event.target.checked)}
        />
        <label htmlFor={`${id}-allowed`} className="text-slate-800">
          <span className="font-semibold">{club}:</span> {m.t('forms.clubMayEnter')}
        </label>
      </div>
      <div aria-live="polite">
        {message && <SuccessMessage className="mt-2">{message}</SuccessMessage>}
        {error && <ErrorMessage className="mt-2">{error}</ErrorMessage>}
      </div>
    </div>
  );
}
