/**
 * /club-desk: a club's coach signs in with the family page's form (SignIn, ConfirmLink: the same
 * link, code and question, in the desk's words) and then sees the club's squad (DeskHome). A
 * sign-in link brings the coach back here with its token, used once and taken out of the address
 * bar; in a browser that did not ask for it the page asks first.
 */
import { useCallback, useEffect, useState } from 'react';
import { clubDeskTexts } from '#domain/clubs/club-desk.ts';
import { MY_PATH } from '#domain/family/family-path.ts';
import { deskApi, type DeskSession } from '#lib/client/clubs.ts';
import { failureText } from '#lib/error-text.ts';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { card } from '#components/ui/styles.ts';
import ConfirmLink, { type LinkQuestion } from '#components/public/family/ConfirmLink.tsx';
import SignIn from '#components/public/family/SignIn.tsx';
import DeskHome from './DeskHome.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out'; problem?: string }
  | { kind: 'signed-in'; session: Extract<DeskSession, { signedIn: true }> }
  | { kind: 'confirm'; token: string; question: LinkQuestion };

export default function ClubDeskPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    const session = await deskApi.session();
    setState(session.signedIn ? { kind: 'signed-in', session } : { kind: 'signed-out' });
  }, []);

  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    if (!token) {
      void load().catch(() => setState({ kind: 'signed-out' }));
      return;
    }
    // The link works once: take it out of the address bar (and the history) before using it.
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search);
    deskApi
      .verifyToken(token)
      .then((answer) => ('confirm' in answer ? setState({ kind: 'confirm', token, question: answer.confirm }) : load()))
      .catch((error: unknown) =>
        setState({ kind: 'signed-out', problem: failureText(error, { failed: clubDeskTexts.codeFailed, reasons: 'instead' }) }),
      );
  }, [load]);

  if (state.kind === 'confirm') {
    const { token, question } = state;
    return (
      <ConfirmLink
        texts={clubDeskTexts}
        question={question}
        onConfirm={async () => {
          await deskApi.verifyToken(token, true);
          await load();
        }}
        onDecline={() => void load().catch(() => setState({ kind: 'signed-out' }))}
      />
    );
  }
  if (state.kind === 'loading')
    return (
      <div className={card}>
        <p className="text-slate-700">{clubDeskTexts.lead}</p>
        <Loading />
      </div>
    );
  if (state.kind === 'signed-out') {
    return (
      <>
        {state.problem && <ErrorMessage className="mb-4">{state.problem}</ErrorMessage>}
        <SignIn texts={clubDeskTexts} client={deskApi} testId="desk" onSignedIn={() => void load()} />
        <p className="mt-6 text-slate-700">
          {clubDeskTexts.notACoach}{' '}
          <a href={MY_PATH} className="font-semibold text-brand-800 underline hover:no-underline">
            Go to your family page
          </a>
        </p>
      </>
    );
  }
  return <DeskHome session={state.session} onSignedOut={() => setState({ kind: 'signed-out' })} />;
}
