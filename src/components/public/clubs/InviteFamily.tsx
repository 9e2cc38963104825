/** Inviting a family from the club desk: the parent's address and the child's name; the letter links to the form with the club filled in. */
import { useId, useState, type SyntheticEvent } from 'react';
import { deskApi } from '#lib/client/clubs.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnPrimary, card } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';
import type { DeskMessages } from './desk-texts.ts';

export default function InviteFamily({ m }: { m: DeskMessages }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [childName, setChildName] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, send } = useSending();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(null);
    void send(
      async () => {
        setSent(m.server((await deskApi.invite(email, childName)).message));
        setEmail('');
        setChildName('');
      },
      { failed: m.t('clubDesk.inviteFailed'), server: m.server },
    );
  };

  return (
    <section className={`${card} mt-8`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
        {m.t('clubDesk.inviteHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{m.t('clubDesk.inviteLead')}</p>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} data-testid="invite">
        <TextInput
          id={`${id}-email`}
          name="email"
          type="email"
          label={m.t('clubDesk.inviteEmail')}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextInput
          id={`${id}-child`}
          name="childName"
          label={m.t('clubDesk.inviteChild')}
          required
          maxLength={100}
          value={childName}
          onChange={(event) => setChildName(event.target.value)}
        />
        <div className="sm:col-span-2">
          <button type="submit" className={btnPrimary} disabled={busy}>
            {m.t('clubDesk.inviteSend')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {sent && <SuccessMessage className="mt-4">{sent}</SuccessMessage>}
        {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
      </div>
    </section>
  );
}
