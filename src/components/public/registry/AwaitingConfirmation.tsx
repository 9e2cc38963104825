/**
 * What a parent sees after sending the form, while the registration waits for them to confirm the
 * address: that nothing has reached the association yet, the address the link went to (so a typo
 * is seen), the day it must be opened by, what happens next, and a way to send the link again or
 * to a corrected address (with the key only this screen was given).
 */
import { registryApi } from '#lib/client/registry.ts';
import { useId, useState, type SyntheticEvent } from 'react';
import { addDays, today } from '#domain/common/dates.ts';
import { MY_PATH } from '#domain/family/family-path.ts';
import { UNVERIFIED_DAYS } from '#domain/registry/skater-registry.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary } from '#components/ui/styles.ts';
import { useFocusOnShow } from '#components/public/form-parts/useFocusOnShow.ts';
import { useSending } from '#lib/client/use-sending.ts';
import FeeNote from '#components/public/fees/FeeNote.tsx';
import { feeNoteTexts } from '#components/public/fees/fee-note-texts.ts';
import type { RegistryMessages } from './registry-messages.ts';

const STEPS = ['registry.step1', 'registry.step2', 'registry.step3'] as const;

interface Props {
  sentTo: string;
  againKey: string | undefined;
  m: RegistryMessages;
}

export default function AwaitingConfirmation({ sentTo: first, againKey, m }: Props) {
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
        setMessage(m.server(answer.message));
      },
      { failed: m.t('registry.sendFailed'), server: m.server },
    );
  };
  const correct = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    again(corrected.trim());
  };
  return (
    <div ref={ref} tabIndex={-1} role="status" className="space-y-4 text-slate-900" data-awaiting-confirmation>
      <div className="rounded-md border border-amber-300 bg-amber-50 px-4 py-4">
        <p className="font-semibold">{m.t('registry.nothingYet')}</p>
        <p className="mt-2">
          {m.t('registry.sentTo')}{' '}
          <strong className="break-all" data-testid="sent-to">
            {sentTo}
          </strong>
          .
        </p>
        <p className="mt-2">{m.t('registry.openBy', { day: m.date(addDays(today(), UNVERIFIED_DAYS)) })}</p>
      </div>
      <section aria-labelledby={`${id}-next`}>
        <h2 id={`${id}-next`} className="text-xl font-bold text-brand-900">
          {m.t('registry.nextHeading')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {STEPS.map((step) => (
            <li key={step}>{m.t(step)}</li>
          ))}
        </ol>
        <FeeNote kind="registration" texts={feeNoteTexts(m)} />
        <p className="mt-3">
          {m.t('registry.familyPageLead')}{' '}
          <a href={m.path(MY_PATH)} className="font-semibold text-brand-800 underline hover:no-underline">
            {m.t('registry.familyPage')}
          </a>
        </p>
      </section>
      {againKey && (
        <div className="space-y-3 border-t border-slate-200 pt-4">
          <p>{m.t('registry.notReceived')}</p>
          <button type="button" className={btnSecondary} disabled={busy} onClick={() => again()}>
            {busy ? m.t('registry.sending') : m.t('registry.sendAgain')}
          </button>
          <form className="grid gap-3 sm:max-w-md" onSubmit={correct}>
            <p className="font-semibold">{m.t('registry.wrongAddress')}</p>
            <TextInput
              id={`${id}-email`}
              label={m.t('registry.correctAddress')}
              type="email"
              autoComplete="email"
              required
              value={corrected}
              onChange={(event) => setCorrected(event.target.value)}
            />
            <div>
              <button type="submit" className={btnPrimary} disabled={busy}>
                {m.t('registry.sendToCorrected')}
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
