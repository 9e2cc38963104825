/**
 * Signing in on /my: the address, then either the link from the letter (which brings the parent
 * back here with its token) or the six-digit code typed on this device. The answer to the address
 * is the same whether or not it is on a registration. The club desk signs coaches in with the same
 * form, its own words and its own calls (`texts`, `client`); the family page gives its words from the
 * page's language (`familySignInTexts`).
 */
import { useId, useState, type SyntheticEvent } from 'react';
import type { Messages } from '#domain/i18n/messages.ts';
import { familyApi } from '#lib/client/family.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';

/** The words the form shows, and the calls it makes: the family page's unless given. */
export type SignInTexts = Record<
  'lead' | 'email' | 'send' | 'sending' | 'sendFailed' | 'code' | 'haveCode' | 'checking' | 'useCode' | 'codeFailed',
  string
>;
export interface SignInClient {
  askForLink: (email: string) => Promise<{ message: string }>;
  verifyCode: (email: string, code: string) => Promise<unknown>;
}

type SignInKey = `family.${keyof SignInTexts}`;

/** The family page's words for the form, in the page's language. */
export const familySignInTexts = (m: Messages<SignInKey>): SignInTexts => ({
  lead: m.t('family.lead'),
  email: m.t('family.email'),
  send: m.t('family.send'),
  sending: m.t('family.sending'),
  sendFailed: m.t('family.sendFailed'),
  code: m.t('family.code'),
  haveCode: m.t('family.haveCode'),
  checking: m.t('family.checking'),
  useCode: m.t('family.useCode'),
  codeFailed: m.t('family.codeFailed'),
});

export default function SignIn({
  onSignedIn,
  texts: words,
  server = (message) => message,
  client = familyApi,
  testId = 'family',
}: {
  onSignedIn: () => void;
  texts: SignInTexts;
  /** The server's messages in the page's language (`Messages.server`). */
  server?: (message: string) => string;
  client?: SignInClient;
  testId?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const asking = useSending();
  const checking = useSending();

  const ask = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void asking.send(async () => setSent(server((await client.askForLink(email)).message)), { failed: words.sendFailed, server });
  };
  const useCode = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checking.send(
      async () => {
        await client.verifyCode(email, code);
        onSignedIn();
      },
      { failed: words.codeFailed, server },
    );
  };

  return (
    <div className={card}>
      <p className="text-slate-700">{words.lead}</p>
      <form className="mt-6 grid gap-4" onSubmit={ask} data-testid={`${testId}-sign-in`}>
        <TextInput
          id={`${id}-email`}
          name="email"
          type="email"
          label={words.email}
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <button type="submit" className={btnPrimary} disabled={asking.busy}>
            {asking.busy ? words.sending : words.send}
          </button>
        </div>
        {asking.error && <ErrorMessage>{asking.error}</ErrorMessage>}
      </form>
      <div aria-live="polite">{sent && <SuccessMessage className="mt-4">{sent}</SuccessMessage>}</div>
      {sent && (
        <form className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={useCode} data-testid={`${testId}-code`}>
          <TextInput
            id={`${id}-code`}
            name="code"
            label={words.code}
            hint={words.haveCode}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.trim())}
          />
          <div>
            <button type="submit" className={btnSecondary} disabled={checking.busy}>
              {checking.busy ? words.checking : words.useCode}
            </button>
          </div>
          {checking.error && (
            <div className="sm:col-span-2">
              <ErrorMessage>{checking.error}</ErrorMessage>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
