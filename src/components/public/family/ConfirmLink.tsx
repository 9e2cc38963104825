/**
 * A sign-in link opened in a browser that did not ask for it, or while another family is signed in
 * here: nothing has happened yet. The page names the address the link signs in (and the one
 * signed in now), and signs in only when the person presses the button that names them; the other
 * button leaves everything as it was. So a link someone else sent never signs this browser in to
 * their family unnoticed (docs/rules.md#family-page).
 */
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';

export interface LinkQuestion {
  /** The address the link signs in. */
  email: string;
  /** The address signed in in this browser now, if another. */
  current?: string | undefined;
}

/** The words the question uses: the family page's (confirm-texts.ts) or the club desk's, which asks the same way. */
export interface ConfirmTexts {
  confirmTitle: string;
  switchLead: (current: string, email: string) => string;
  confirmLead: (email: string) => string;
  confirmSwitch: (current: string, email: string) => string;
  confirmSignIn: (email: string) => string;
  stay: (current: string) => string;
  dontSignIn: string;
  codeFailed: string;
}

export default function ConfirmLink({
  question,
  onConfirm,
  onDecline,
  texts,
}: {
  question: LinkQuestion;
  onConfirm: () => Promise<void>;
  onDecline: () => void;
  texts: ConfirmTexts;
}) {
  const { email, current } = question;
  const { busy, error, send } = useSending();
  // Addresses can be long: they wrap anywhere rather than widen a phone's page.
  return (
    <section className={`${card} break-words`} aria-labelledby="confirm-link-title" data-testid="family-confirm-link">
      <h2 id="confirm-link-title" className="text-xl font-semibold text-brand-900">
        {texts.confirmTitle}
      </h2>
      {current !== undefined && <p className="mt-3 font-semibold text-slate-900">{texts.switchLead(current, email)}</p>}
      <p className="mt-3 text-slate-700">{texts.confirmLead(email)}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button
          type="button"
          className={`${btnPrimary} max-w-full [overflow-wrap:anywhere]`}
          disabled={busy}
          onClick={() => void send(onConfirm, { failed: texts.codeFailed })}
        >
          {current !== undefined ? texts.confirmSwitch(current, email) : texts.confirmSignIn(email)}
        </button>
        <button type="button" className={`${btnSecondary} max-w-full [overflow-wrap:anywhere]`} disabled={busy} onClick={onDecline}>
          {current !== undefined ? texts.stay(current) : texts.dontSignIn}
        </button>
      </div>
      {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
    </section>
  );
}
