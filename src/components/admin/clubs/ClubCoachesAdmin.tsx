/**
 * /admin/club-coaches: the clubs, searched by name, each with its coach addresses (CoachAddresses)
 * opened on demand. Registrars and owners keep them: the addresses are personal data, and the
 * coaches they let in see children's entries.
 */
import { useEffect, useId, useState } from 'react';
import { CLUB_DESK_PATH, clubDeskTexts } from '#domain/clubs/club-desk.ts';
import type { ClubSummary } from '#domain/content/club.schema.ts';
import { api } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ScreenTitle, SearchField } from '#components/admin/kit/list.tsx';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary, card } from '#components/ui/styles.ts';
import CoachAddresses from './CoachAddresses.tsx';

function ClubCoachesScreen() {
  const id = useId();
  const [query, setQuery] = useState('');
  const [clubs, setClubs] = useState<ClubSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .clubs({ q: query, pageSize: 50 })
      .then((found) => live && setClubs(found.items))
      .catch((caught: unknown) => live && setError(failureText(caught, { failed: 'The clubs could not be loaded.' })));
    return () => {
      live = false;
    };
  }, [query]);

  return (
    <div>
      <ScreenTitle title={clubDeskTexts.adminHeading}>
        Give each affiliated club the addresses of its coaches: they sign in with them at the{' '}
        <a href={CLUB_DESK_PATH} className="font-semibold text-brand-800 underline">
          club desk
        </a>
        , see the club&apos;s approved skaters and enter those whose parents allow it. Clubs themselves are added on the{' '}
        <a href="/admin/clubs" className="font-semibold text-brand-800 underline">
          Clubs
        </a>{' '}
        screen.
      </ScreenTitle>
      <SearchField id={`${id}-search`} label="Search clubs" value={query} onChange={setQuery} />
      {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
      {clubs === null && !error && <Loading />}
      {clubs?.length === 0 && (
        <Empty className="mt-4">
          No club matches. Add clubs on the{' '}
          <a href="/admin/clubs" className="font-semibold underline">
            Clubs
          </a>{' '}
          screen first.
        </Empty>
      )}
      <ul className="mt-4 space-y-3">
        {clubs?.map((club) => (
          <li key={club._id} className={card} data-item-id={club._id}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 className="text-lg font-bold break-words text-brand-900">{club.clubName}</h2>
              <button
                type="button"
                className={btnSecondary}
                aria-expanded={open === club._id}
                onClick={() => setOpen(open === club._id ? null : club._id)}
              >
                {open === club._id ? 'Close' : 'Coach addresses'}
                <span className="sr-only"> of {club.clubName}</span>
              </button>
            </div>
            {open === club._id && <CoachAddresses clubId={club._id} clubName={club.clubName} />}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default adminOnly(ClubCoachesScreen);
