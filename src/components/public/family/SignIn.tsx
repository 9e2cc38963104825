/**
 * Signing in on /my: the address, then either the link from the letter (which brings the parent
 * back here with its token) or the six-digit code typed on this device. The answer to the address
 * is the same whether or not it is on a registration.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import type { Lang } from '#domain/i18n/languages.ts';
import { messagesFor } from '#domain/i18n/translate.ts';
import { serverText } from '#lib/server-text.ts';
import { familyApi } from '#lib/family-client.ts';
import { TextInput } from '../../ui/inputs';
import { ErrorMessage, SuccessMessage } from '../../ui/status';
import { btnPrimary, btnSecondary, card } from '../../ui/styles';
import { useSending } from '../form-parts/useSending';

export default function SignIn({ onSignedIn, lang }: { onSignedIn: () => void; lang: Lang }) {
  const m = messagesFor(lang);
  const id = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const asking = useSending();
  const checking = useSending();

  const ask = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void asking.send(async () => setSent(serverText(lang, (await familyApi.askForLink(email)).message)), {
      failed: m.t('family.sendFailed'),
      lang,
    });
  };
  const useCode = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checking.send(
      async () => {
        await familyApi.verifyCode(email, code);
        onSignedIn();
      },
      { failed: m.t('family.codeFailed'), lang },
    );
  };

  return (
    <div className={card}>
      <p className="text-slate-700">{m.t('family.lead')}</p>
      <form className="mt-6 grid gap-4" onSubmit={ask} data-testid="family-sign-in">
        <TextInput
          id={`${id}-email`}
          name="email"
          type="email"
          label={m.t('family.email')}
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <div>
          <button type="submit" className={btnPrimary} disabled={asking.busy}>
            {asking.busy ? m.t('family.sending') : m.t('family.send')}
          </button>
        </div>
        {asking.error && <ErrorMessage>{asking.error}</ErrorMessage>}
      </form>
      <div aria-live="polite">{sent && <SuccessMessage className="mt-4">{sent}</SuccessMessage>}</div>
      {sent && (
        <form className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end" onSubmit={useCode} data-testid="family-code">
          <TextInput
            id={`${id}-code`}
            name="code"
            label={m.t('family.code')}
            hint={m.t('family.haveCode')}
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
              {checking.busy ? m.t('family.checking') : m.t('family.useCode')}
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
