/**
 * One club's coach addresses on /admin/club-coaches (docs/clubs.md#coach-addresses): listed, added
 * and taken back by a registrar or an owner. Each coach then signs in at the club desk.
 */
import { useCallback, useEffect, useId, useState, type SyntheticEvent } from 'react';
import { CLUB_DESK_PATH, clubDeskTexts } from '#domain/clubs/club-desk.ts';
import { formatDate } from '#domain/common/dates.ts';
import { clubCoachesApi, type CoachAddress } from '#lib/client/clubs.ts';
import { failureText } from '#lib/error-text.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';
import { btnDangerOutline, btnPrimary } from '#components/ui/styles.ts';

export default function CoachAddresses({ clubId, clubName }: { clubId: string; clubName: string }) {
  const id = useId();
  const [coaches, setCoaches] = useState<CoachAddress[] | null>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setCoaches((await clubCoachesApi.list(clubId)).coaches);
    } catch (caught) {
      setError(failureText(caught, { failed: 'The coach addresses could not be loaded.' }));
    }
  }, [clubId]);
  useEffect(() => {
    void load();
  }, [load]);

  const act = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    setError(null);
    setMessage(null);
    try {
      setMessage((await work()).message);
      await load();
    } catch (caught) {
      setError(failureText(caught, { failed: 'The change was not saved.' }));
    } finally {
      setBusy(false);
    }
  };

  const add = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void act(async () => {
      const answer = await clubCoachesApi.add(clubId, email);
      setEmail('');
      return answer;
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 border-t border-slate-200 pt-4" data-testid="coach-addresses">
      <h4 id={`${id}-title`} className="font-semibold text-brand-900">
        {clubDeskTexts.adminHeading} of {clubName}
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Coaches sign in with these addresses at the{' '}
        <a href={CLUB_DESK_PATH} className="font-semibold text-brand-800 underline">
          club desk
        </a>{' '}
        and see the club&apos;s roster. Never shown publicly.
      </p>
      {coaches === null && !error && <Loading />}
      {coaches?.length === 0 && <Empty>{clubDeskTexts.adminEmpty}</Empty>}
      {coaches && coaches.length > 0 && (
        <ul className="mt-3 space-y-2">
          {coaches.map((coach) => (
            <li key={coach._id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="break-all text-slate-900">
                {coach.email} <span className="text-sm text-slate-600">(since {formatDate(coach.createdAt)})</span>
              </span>
              <button
                type="button"
                className={btnDangerOutline}
                disabled={busy}
                onClick={() => void act(() => clubCoachesApi.remove(coach._id))}
              >
                {clubDeskTexts.adminRemove(coach.email)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={add}>
        <TextInput
          id={`${id}-email`}
          name="email"
          type="email"
          label="Coach e-mail"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {clubDeskTexts.adminAdd}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {message && <SuccessMessage className="mt-3">{message}</SuccessMessage>}
        {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
      </div>
    </section>
  );
}
