/**
 * Renewal and championship entries without a family session: the visitor gives the registration
 * number only, and the answer is always the same (POST /api/family/link); the link goes to the
 * e-mail address on the registration and leads to the family page. Used by /renew and by a
 * championship's page.
 */
import { registryApi } from '#lib/client/registry.ts';
import { useId, useState, type SyntheticEvent } from 'react';
import { MY_PATH } from '#domain/family/family.ts';
import { REGISTRATION_NO_MAX } from '#domain/registry/skater-registry.ts';
import { Honeypot } from '#components/ui/Honeypot.tsx';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';

/** The form's words, in the page's language (the renewal's: words-registry.ts; a championship entry's: words-events.ts). */
export type FamilyLinkTexts = Record<
  'registrationNo' | 'registrationNoHint' | 'send' | 'sending' | 'failed' | 'network' | 'signedIn' | 'familyPage' | 'noNumber',
  string
>;

export default function FamilyLinkForm({
  eventId,
  lead,
  testId,
  texts,
  server = (message) => message,
  path = (to) => to,
}: {
  eventId?: string;
  lead: string;
  testId: string;
  texts: FamilyLinkTexts;
  /** The server's messages in the page's language (`Messages.server`). */
  server?: (message: string) => string;
  /** A site path in the page's language (`Messages.path`). */
  path?: (to: string) => string;
}) {
  const id = useId();
  const [registrationNo, setRegistrationNo] = useState('');
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, send } = useSending();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    const input = { registrationNo: registrationNo.trim(), website, ...(eventId ? { eventId } : {}) };
    void send(async () => setSent(server((await registryApi.familyLink(input)).message)), {
      failed: texts.failed,
      network: texts.network,
      server,
    });
  };

  return (
    <div data-testid={testId}>
      <p className="text-slate-700">{lead}</p>
      <form className="relative mt-4 grid gap-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end" onSubmit={submit}>
        <TextInput
          id={`${id}-number`}
          name="registrationNo"
          label={texts.registrationNo}
          hint={texts.registrationNoHint}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={REGISTRATION_NO_MAX}
          value={registrationNo}
          onChange={(event) => setRegistrationNo(event.target.value)}
        />
        <Honeypot value={website} onChange={setWebsite} />
        <div>
          <button type="submit" className={btnPrimary} disabled={busy}>
            {busy ? texts.sending : texts.send}
          </button>
        </div>
      </form>
      <div className="mt-4" aria-live="polite">
        {sent && <SuccessMessage>{sent}</SuccessMessage>}
        {error && <ErrorMessage>{error}</ErrorMessage>}
      </div>
      <p className="mt-4 text-slate-700">
        {texts.signedIn}{' '}
        <a href={path(MY_PATH)} className="font-semibold text-brand-800 underline hover:no-underline">
          {texts.familyPage}
        </a>
      </p>
      {/* A parent without the number still has a way in: the family page signs in by e-mail. */}
      <p className="mt-1 text-slate-700">{texts.noNumber}</p>
    </div>
  );
}
