/**
 * /registration-status: a parent enters the reference from the registration and the skater's date
 * of birth and sees the status, the registration number once approved, or the reason it was not
 * (docs/rules.md#profile-approval). The server answers an unknown reference and a wrong date alike.
 */
import { registryApi } from '#lib/client/registry.ts';
import { useEffect, useId, useState } from 'react';
import { messagesIn } from '#domain/i18n/messages.ts';
import { RENEW_PATH, showReference } from '#domain/registry/registry.ts';
import { REGISTRATION_NO_MAX, type SkaterStatus } from '#domain/registry/skater-registry.ts';
import type { StatusAnswer } from '#domain/registry/registry-types.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { card, messageClass } from '#components/ui/styles.ts';
import LookupForm from './LookupForm.tsx';
import FamilyPageNext from './FamilyPageNext.tsx';
import { useFocusOnShow } from '#components/public/form-parts/useFocusOnShow.ts';
import type { RegistryMessages, RegistryWords } from './registry-messages.ts';

const statusBox: Record<SkaterStatus, string> = {
  unverified: messageClass.warning,
  pending: messageClass.warning,
  approved: messageClass.success,
  rejected: messageClass.error,
};

function Answer({ answer, m }: { answer: StatusAnswer; m: RegistryMessages }) {
  const ref = useFocusOnShow<HTMLDivElement>(answer);
  return (
    <div ref={ref} tabIndex={-1} className={`${statusBox[answer.status]} mt-6`} data-status-answer={answer.status}>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{m.t('registry.statusLabel')}</dt>
        <dd className="text-lg font-bold">{m.t(`registry.status.${answer.status}`)}</dd>
        {answer.registrationNo && (
          <>
            <dt className="font-semibold">{m.t('registry.statusRegistrationNo')}</dt>
            <dd className="font-mono text-lg font-bold">{answer.registrationNo}</dd>
          </>
        )}
        {answer.reason && (
          <>
            <dt className="font-semibold">{m.t('registry.statusReason')}</dt>
            <dd>{answer.reason}</dd>
          </>
        )}
      </dl>
      <p className="mt-3">
        {answer.lapsed && answer.season !== undefined
          ? m.t('registry.lapsed', { season: String(answer.season) })
          : m.t(`registry.explain.${answer.status}`)}
      </p>
      {answer.lapsed && (
        <p className="mt-2">
          <a href={m.path(RENEW_PATH)} className="font-semibold underline hover:no-underline">
            {m.t('registry.renewLink')}
          </a>
        </p>
      )}
      {/* Waiting for the association, or approved for this season: what is owed and what comes next are on the family page. */}
      {!answer.lapsed && (answer.status === 'pending' || answer.status === 'approved') && (
        <FamilyPageNext m={m} next="registry.statusNext" />
      )}
      {/* The letter may be in the spam folder, or the address mistyped: the way on either way. */}
      {answer.status === 'unverified' && (
        <>
          <p className="mt-2">{m.t('registry.unverifiedNext')}</p>
          <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            <a href={m.path('/skaterform')} className="font-semibold underline hover:no-underline">
              {m.t('registry.fillInAgain')}
            </a>
            <a href={m.path('/contactus')} className="font-semibold underline hover:no-underline">
              {m.t('registry.contactAssociation')}
            </a>
          </p>
        </>
      )}
      {answer.status === 'rejected' && (
        <p className="mt-2">
          <a href={m.path('/skaterform')} className="font-semibold underline hover:no-underline">
            {m.t('registry.registerAgain')}
          </a>
        </p>
      )}
    </div>
  );
}

export default function RegistrationStatus({ words, example }: { words: RegistryWords; example: string }) {
  const m = messagesIn(words);
  const id = useId();
  const [reference, setReference] = useState('');
  const [answer, setAnswer] = useState<StatusAnswer | null>(null);

  useEffect(() => {
    // The form's success message links here with the reference filled in.
    const given = new URLSearchParams(window.location.search).get('reference');
    if (given) setReference(showReference(given));
  }, []);

  return (
    <div className={card}>
      <p className="text-slate-700">{m.t('registry.statusLead')}</p>
      <LookupForm
        testId="status-form"
        className="mt-6"
        texts={{
          dob: m.t('registry.dob'),
          submit: m.t('registry.statusSubmit'),
          checking: m.t('registry.statusChecking'),
          failed: m.t('registry.statusFailed'),
        }}
        server={m.server}
        onLookUp={async (dob) => {
          setAnswer(null);
          setAnswer(await registryApi.registrationStatus(reference.trim(), dob));
        }}
      >
        <TextInput
          id={`${id}-reference`}
          name="reference"
          label={m.t('registry.statusReference')}
          hint={m.t('registry.statusReferenceHint', { example })}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={REGISTRATION_NO_MAX}
          className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 font-mono text-lg tracking-widest text-slate-900 uppercase shadow-sm focus:border-brand-700 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </LookupForm>
      <div aria-live="polite">{answer && <Answer answer={answer} m={m} />}</div>
      <p className="mt-6 text-slate-700">
        <a href={m.path(RENEW_PATH)} className="font-semibold text-brand-800 underline hover:no-underline">
          {m.t('registry.renewLink')}
        </a>
      </p>
    </div>
  );
}
