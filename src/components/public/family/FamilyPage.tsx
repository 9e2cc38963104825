/**
 * /my, the family page: a parent signs in with the e-mail address on their children's
 * registrations and sees every child, with what they can do for each. A sign-in link brings the
 * parent back here with its token, which is used once and taken out of the address bar; in a
 * browser that did not ask for it, or over another family's session, the page asks first
 * (ConfirmLink) and the link stays unused until the person says yes. A link
 * asked for from the renewal page or a championship's page also names where to go (`next`), read
 * only through the family page's allow-list (family-links.ts): that child's renewal, or that
 * championship's entry, opened and brought into view.
 */
import { useCallback, useEffect, useState } from 'react';
import { messagesIn } from '#domain/i18n/messages.ts';
import { familyTarget, type FamilyTarget } from '#domain/family/family-links.ts';
import type { FamilyHome } from '#domain/family/family-views.ts';
import { STATUS_PATH } from '#domain/registry/registry.ts';
import { familyApi } from '#lib/client/family.ts';
import { failureText } from '#lib/error-text.ts';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnSecondary, card } from '#components/ui/styles.ts';
import ChildCard from './ChildCard.tsx';
import ConfirmLink, { type LinkQuestion } from './ConfirmLink.tsx';
import FamilyFees, { FEES_ANCHOR } from './FamilyFees.tsx';
import { FamilyFeesContext, feesToShow, useFamilyFees, useFamilyFeesLoader } from './family-fees-state.ts';
import SignIn, { familySignInTexts } from './SignIn.tsx';
import { money, type FamilyMessages, type FamilyWords } from './family-messages.ts';
import { confirmTexts } from './confirm-texts.ts';
import WithdrawConsent from '#components/public/privacy/WithdrawConsent.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'signed-out'; problem?: string }
  | { kind: 'signed-in'; home: FamilyHome }
  | { kind: 'confirm'; token: string; question: LinkQuestion };

export default function FamilyPage({ words }: { words: FamilyWords }) {
  const m = messagesIn(words);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [target, setTarget] = useState<FamilyTarget | undefined>(undefined);

  const load = useCallback(async () => {
    const session = await familyApi.session();
    setState(session.signedIn ? { kind: 'signed-in', home: await familyApi.children() } : { kind: 'signed-out' });
  }, []);

  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get('token');
    const next = url.searchParams.get('next');
    if (next !== null) {
      setTarget(familyTarget(next));
      url.searchParams.delete('next');
      window.history.replaceState(null, '', url.pathname + url.search);
    }
    if (!token) {
      void load().catch(() => setState({ kind: 'signed-out' }));
      return;
    }
    // The link works once: take it out of the address bar (and the history) before using it.
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search);
    familyApi
      .verifyToken(token)
      .then((answer) => ('confirm' in answer ? setState({ kind: 'confirm', token, question: answer.confirm }) : load()))
      .catch((error: unknown) =>
        setState({
          kind: 'signed-out',
          problem: failureText(error, { failed: m.t('family.codeFailed'), reasons: 'instead', server: m.server }),
        }),
      );
  }, [load, m]);

  if (state.kind === 'confirm') {
    const { token, question } = state;
    return (
      <ConfirmLink
        question={question}
        texts={confirmTexts(m)}
        onConfirm={async () => {
          await familyApi.verifyToken(token, true);
          await load();
        }}
        // Declined: the page as it was before the link, signed in or not; the link stays unused.
        onDecline={() => void load().catch(() => setState({ kind: 'signed-out' }))}
      />
    );
  }

  // The built page: the sign-in card's lead with the wait, so the page's text is there before the
  // script has asked whether the parent is signed in.
  if (state.kind === 'loading')
    return (
      <div className={card}>
        <p className="text-slate-700">{m.t('family.lead')}</p>
        <Loading label={m.t('family.signingIn')} />
      </div>
    );
  if (state.kind === 'signed-out') {
    return (
      <>
        {state.problem && <ErrorMessage className="mb-4">{state.problem}</ErrorMessage>}
        <SignIn onSignedIn={() => void load()} texts={familySignInTexts(m)} server={m.server} />
        <NotSignedInHelp m={m} />
      </>
    );
  }
  return <SignedIn home={state.home} target={target} onSignedOut={() => setState({ kind: 'signed-out' })} m={m} />;
}

const linkClass = 'font-semibold text-brand-800 underline hover:no-underline';

/**
 * Under the sign-in form: a parent with no registration yet is sent to register, and one whose
 * letter does not come is told where it goes (only an address on a registration gets one).
 */
function NotSignedInHelp({ m }: { m: FamilyMessages }) {
  return (
    <div className="mt-4 space-y-2 text-slate-800" data-testid="family-signed-out-help">
      <p>
        {m.t('family.notRegistered')}{' '}
        <a href={m.path('/skaterform')} className={linkClass}>
          {m.t('family.registerSkater')}
        </a>
      </p>
      <p>
        {m.t('family.noLetter')}{' '}
        <a href={m.path(STATUS_PATH)} className={linkClass}>
          {m.t('forms.checkStatus')}
        </a>
      </p>
    </div>
  );
}

/**
 * What is owed, said at the top of the page with the way to the fees panel, so a parent sees it
 * first. When the fees could not be loaded it says that instead: no summary would read as "nothing owed".
 */
function OwedSummary({ m }: { m: FamilyMessages }) {
  const { fees, failed } = useFamilyFees();
  const due = failed ? [] : (fees?.charges.filter((charge) => charge.state === 'due') ?? []);
  if (!failed && due.length === 0) return null;
  const total = due.reduce((sum, charge) => sum + charge.amount, 0);
  return (
    <p className="mb-6 rounded-md bg-amber-50 px-4 py-3 text-slate-900 ring-1 ring-amber-200" data-testid="owed-summary">
      {failed ? m.t('family.feesLoadFailed') : m.t('family.owedSummary', { total: money(m, total), count: due.length })}{' '}
      <a href={`#${FEES_ANCHOR}`} className="font-semibold text-brand-800 underline hover:no-underline">
        {m.t(failed ? 'family.feesLoadFailedLink' : 'family.owedSummaryLink')}
      </a>
    </p>
  );
}

function SignedIn({
  home,
  target,
  onSignedOut,
  m,
}: {
  home: FamilyHome;
  target: FamilyTarget | undefined;
  onSignedOut: () => void;
  m: FamilyMessages;
}) {
  const fees = useFamilyFeesLoader();
  return (
    <FamilyFeesContext.Provider value={fees}>
      <div>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p className="text-slate-800" data-testid="family-email">
            {m.t('family.signedInAs', { email: home.email })}
          </p>
          <button type="button" className={btnSecondary} onClick={() => void familyApi.signOut().then(onSignedOut).catch(onSignedOut)}>
            {m.t('family.signOut')}
          </button>
        </div>
        <OwedSummary m={m} />
        {home.children.length === 0 ? (
          <div className="text-slate-800">
            <p>{m.t('family.none')}</p>
            <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              <a href={m.path('/skaterform')} className={linkClass}>
                {m.t('family.registerSkater')}
              </a>
              <a href={m.path('/contactus')} className={linkClass}>
                {m.t('family.contactAssociation')}
              </a>
            </p>
          </div>
        ) : (
          <div className="space-y-6">
            {home.children.map((child) => (
              <ChildCard key={child._id} child={child} target={target?.childId === child._id ? target : undefined} m={m} />
            ))}
          </div>
        )}
        {/* With no child left (after a deletion, say) the panel still shows what is owed or paid, so the summary's link leads somewhere. */}
        {(home.children.length > 0 || feesToShow(fees)) && <FamilyFees m={m} />}
        <WithdrawConsent family={home.children} m={m} />
        {/* With no child yet, the links under "no registration" say it already. */}
        {home.children.length > 0 && (
          <p className="mt-8">
            <a href={m.path('/skaterform')} className={linkClass}>
              {m.t('family.registerAnother')}
            </a>
          </p>
        )}
      </div>
    </FamilyFeesContext.Provider>
  );
}
