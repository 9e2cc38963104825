/**
 * /club-desk: a club's coach signs in with the family page's form (SignIn, ConfirmLink: the same
 * link, code and question, in the desk's words) and then sees the club's squad (DeskHome). A
 * sign-in link brings the coach back here with its token, used once and taken out of the address
 * bar; in a browser that did not ask for it the page asks first.
 */
import { useCallback, useEffect, useState } from 'react';
import { site } from '#config/site.ts';
import { messagesIn } from '#domain/i18n/messages.ts';
import { MY_PATH } from '#domain/family/family-path.ts';
import { deskApi, type DeskSession } from '#lib/client/clubs.ts';
import { failureText } from '#lib/error-text.ts';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { card } from '#components/ui/styles.ts';
import ConfirmLink, { type LinkQuestion } from '#components/public/family/ConfirmLink.tsx';
import SignIn from '#components/public/family/SignIn.tsx';
import DeskHome from './DeskHome.tsx';
import { deskConfirmTexts, deskSignInTexts, type DeskWords } from './desk-texts.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out'; problem?: string }
  | { kind: 'signed-in'; session: Extract<DeskSession, { signedIn: true }> }
  | { kind: 'confirm'; token: string; question: LinkQuestion };

export default function ClubDeskPage({ words }: { words: DeskWords }) {
  const m = messagesIn(words);
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
        setState({
          kind: 'signed-out',
          problem: failureText(error, { failed: m.t('clubDesk.codeFailed'), reasons: 'instead', server: m.server }),
        }),
      );
  }, [load, m]);

  if (state.kind === 'confirm') {
    const { token, question } = state;
    return (
      <ConfirmLink
        texts={deskConfirmTexts(m)}
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
        <p className="text-slate-700">{m.t('clubDesk.lead', { short: site.shortName })}</p>
        <Loading label={m.t('clubDesk.loading')} />
      </div>
    );
  if (state.kind === 'signed-out') {
    return (
      <>
        {state.problem && <ErrorMessage className="mb-4">{state.problem}</ErrorMessage>}
        <SignIn texts={deskSignInTexts(m)} server={m.server} client={deskApi} testId="desk" onSignedIn={() => void load()} />
        <p className="mt-6 text-slate-700">
          {m.t('clubDesk.notACoach')}{' '}
          <a href={m.path(MY_PATH)} className="font-semibold text-brand-800 underline hover:no-underline">
            {m.t('clubDesk.goToFamily')}
          </a>
        </p>
      </>
    );
  }
  return <DeskHome m={m} session={state.session} onSignedOut={() => setState({ kind: 'signed-out' })} />;
}
