/** The signed-in club desk: who is signed in for which club, the club's squad, and inviting a family. */
import { useCallback, useEffect, useState } from 'react';
import { clubDeskTexts } from '#domain/clubs/club-desk.ts';
import type { Roster } from '#domain/clubs/club-desk.schema.ts';
import { deskApi, type DeskSession } from '#lib/client/clubs.ts';
import { failureText } from '#lib/error-text.ts';
import { Pager } from '#components/ui/paging.tsx';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary } from '#components/ui/styles.ts';
import EntryGrid from './EntryGrid.tsx';
import InviteFamily from './InviteFamily.tsx';
import RosterTable from './RosterTable.tsx';

export default function DeskHome({ session, onSignedOut }: { session: Extract<DeskSession, { signedIn: true }>; onSignedOut: () => void }) {
  const [roster, setRoster] = useState<Roster | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setRoster(await deskApi.roster(session.club._id, page));
    } catch (caught) {
      setError(failureText(caught, { failed: 'The squad could not be loaded. Reload the page to try again.' }));
    }
  }, [session.club._id, page]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="break-words text-slate-800" data-testid="desk-email">
          {clubDeskTexts.signedInAs(session.email, session.club.clubName)}
        </p>
        <button type="button" className={btnSecondary} onClick={() => void deskApi.signOut().then(onSignedOut).catch(onSignedOut)}>
          {clubDeskTexts.signOut}
        </button>
      </div>
      <section aria-labelledby="roster-title">
        <h2 id="roster-title" className="text-2xl font-semibold text-brand-900">
          {clubDeskTexts.rosterHeading}
        </h2>
        {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
        {!roster && !error && <Loading />}
        {roster && roster.total === 0 && (
          <Empty className="mt-4">
            {clubDeskTexts.rosterEmpty}{' '}
            <a href="#invite" className="font-semibold underline">
              Invite a family
            </a>
          </Empty>
        )}
        {roster && roster.total > 0 && (
          <>
            <p className="mt-2 mb-4 text-slate-700">{clubDeskTexts.rosterLead(roster.total)}</p>
            <RosterTable skaters={roster.items} />
            <Pager
              page={page}
              pageCount={Math.ceil(roster.total / roster.pageSize)}
              start={(page - 1) * roster.pageSize}
              shown={roster.items.length}
              total={roster.total}
              onPage={setPage}
            />
          </>
        )}
      </section>
      <EntryGrid clubId={session.club._id} onEntered={() => void load()} />
      <div id="invite">
        <InviteFamily />
      </div>
    </div>
  );
}
