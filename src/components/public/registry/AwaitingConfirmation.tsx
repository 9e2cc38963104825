/**
 * What a parent sees after sending the form, while the registration waits for them to confirm the
 * address: that nothing has reached the association yet, the address the link went to (so a typo
 * is seen), the day it must be opened by, what happens next, and a way to send the link again or
 * to a corrected address (with the key only this screen was given).
 */
import { registryApi } from '#lib/client/registry.ts';
import { useId, useState, type SyntheticEvent } from 'react';
import { addDays, formatDate, today } from '#domain/common/dates.ts';
import { MY_PATH } from '#domain/family/family.ts';
import { pendingConfirmationTexts as texts } from '#domain/registry/registry.ts';
import { UNVERIFIED_DAYS } from '#domain/registry/skater-registry.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary } from '#components/ui/styles.ts';
import { useFocusOnShow } from '#components/public/form-parts/useFocusOnShow.ts';
import { useSending } from '#components/public/form-parts/useSending.ts';
import FeeNote from '#components/public/fees/FeeNote.tsx';

interface Props {
  sentTo: string;
  againKey: string | undefined;
}

export default function AwaitingConfirmation({ sentTo: first, againKey }: Props) {
  const id = useId();
  const ref = useFocusOnShow<HTMLDivElement>();
  const [sentTo, setSentTo] = useState(first);
  const [corrected, setCorrected] = useState(first);
  const [message, setMessage] = useState<string | null>(null);
  const { busy, error, send } = useSending();
  const again = (email?: string) => {
    if (!againKey) return;
    void send(
      async () => {
        setMessage(null);
        const answer = await registryApi.sendConfirmationAgain(againKey, email);
        setSentTo(answer.sentTo);
        setMessage(answer.message);
      },
      { failed: texts.failed },
    );
  };
  const correct = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    again(corrected.trim());
  };
  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-4 text-slate-900" data-awaiting-confirmation>
      <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-4">
        <p className="font-semibold">{texts.nothingYet}</p>
        <p className="mt-2">
          {texts.sentTo}{' '}
          <strong className="break-all" data-testid="sent-to">
            {sentTo}
          </strong>
          .
        </p>
        <p className="mt-2">{texts.openBy(formatDate(addDays(today(), UNVERIFIED_DAYS)))}</p>
      </div>
      <section aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`} className="text-xl font-bold text-brand-900">
          {texts.nextHeading}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {texts.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <FeeNote kind="registration" />
        <p className="mt-3">
          {texts.familyPageLead}{' '}
          <a href={MY_PATH} className="font-semibold text-brand-800 underline hover:no-underline">
            {texts.familyPage}
          </a>
        </p>
      </section>
      {againKey && (
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <p>{texts.notReceived}</p>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => again()}>
            {busy ? texts.sending : texts.sendAgain}
          </button>
          <form className="grid gap-3 sm:max-w-md" onSubmit={correct}>
            <p className="font-semibold">{texts.wrongAddress}</p>
            <TextInput
              id={`${id}-email`}
              label={texts.correctAddress}
              type="email"
              autoComplete="email"
              required
              value={corrected}
              onChange={(event) => setCorrected(event.target.value)}
            />
            <div>
              <button type="submit" className={btnPrimary} disabled={busy}>
                {texts.sendToCorrected}
              </button>
            </div>
          </form>
          <div aria-live="polite">
            {message && <SuccessMessage>{message}</SuccessMessage>}
            {error && <ErrorMessage>{error}</ErrorMessage>}
          </div>
        </div>
      )}
    </div>
  );
}
