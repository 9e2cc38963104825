/** The signed-in club desk: who is signed in for which club, the club's squad, and inviting a family. */
import { useCallback, useEffect, useState } from 'react';
import type { Roster } from '#domain/clubs/club-desk.schema.ts';
import { deskApi, type DeskSession } from '#lib/client/clubs.ts';
import { failureText } from '#lib/error-text.ts';
import { Pager } from '#components/ui/paging.tsx';
import { pagerTexts } from '#components/public/common/pager-texts.ts';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary } from '#components/ui/styles.ts';
import ClubPayments from './ClubPayments.tsx';
import EntryGrid from './EntryGrid.tsx';
import InviteFamily from './InviteFamily.tsx';
import RosterTable from './RosterTable.tsx';
import type { DeskMessages } from './desk-texts.ts';

export default function DeskHome({
  m,
  session,
  onSignedOut,
}: {
  m: DeskMessages;
  session: Extract<DeskSession, { signedIn: true }>;
  onSignedOut: () => void;
}) {
  const [roster, setRoster] = useState<Roster | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [entered, setEntered] = useState(0);

  const load = useCallback(async () => {
    try {
      setRoster(await deskApi.roster(session.club._id, page));
    } catch (caught) {
      setError(failureText(caught, { failed: m.t('clubDesk.rosterFailed'), server: m.server }));
    }
  }, [session.club._id, page, m]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="break-words text-slate-800" data-testid="desk-email">
          {m.t('clubDesk.signedInAs', { email: session.email, club: session.club.clubName })}
        </p>
        <button type="button" className={btnSecondary} onClick={() => void deskApi.signOut().then(onSignedOut).catch(onSignedOut)}>
          {m.t('clubDesk.signOut')}
        </button>
      </div>
      <section aria-labelledby="roster-title">
        <h2 id="roster-title" className="text-2xl font-semibold text-brand-900">
          {m.t('clubDesk.rosterHeading')}
        </h2>
        {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
        {!roster && !error && <Loading label={m.t('clubDesk.loading')} />}
        {roster && roster.total === 0 && (
          <Empty className="mt-4">
            {m.t('clubDesk.rosterEmpty')}{' '}
            <a href="#invite" className="font-semibold underline">
              {m.t('clubDesk.inviteHeading')}
            </a>
          </Empty>
        )}
        {roster && roster.total > 0 && (
          <>
            <p className="mt-2 mb-4 text-slate-700">{m.t('clubDesk.rosterLead', { count: roster.total })}</p>
            <RosterTable m={m} skaters={roster.items} />
            <Pager
              page={page}
              pageCount={Math.ceil(roster.total / roster.pageSize)}
              start={(page - 1) * roster.pageSize}
              shown={roster.items.length}
              total={roster.total}
              onPage={setPage}
              label={m.t('clubDesk.pages')}
              texts={pagerTexts(m)}
            />
          </>
        )}
      </section>
      <EntryGrid
        m={m}
        clubId={session.club._id}
        onEntered={() => {
          void load();
          setEntered((count) => count + 1);
        }}
      />
      <ClubPayments m={m} clubId={session.club._id} version={entered} />
      <div id="invite">
        <InviteFamily m={m} />
      </div>
    </div>
  );
}
