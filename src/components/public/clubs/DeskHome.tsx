/** The signed-in club desk: who is signed in for which club, and the club's squad. */
import { clubDeskTexts } from '#domain/clubs/club-desk.ts';
import { deskApi, type DeskSession } from '#lib/club-desk-client.ts';
import { btnSecondary } from '../../ui/styles';

export default function DeskHome({ session, onSignedOut }: { session: Extract<DeskSession, { signedIn: true }>; onSignedOut: () => void }) {
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
    </div>
  );
}
