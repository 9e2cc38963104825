/**
 * A parent's deletion request for a child: nothing is sent until a confirmation has said what the
 * deletion takes (the profile, results, certificates, photo, proof, event registrations…) and what
 * the association keeps, and why. The confirmation is a modal dialog (focus inside, Escape or
 * "Keep the profile" closes it, the focus returns to the button that opened it). It opens on its
 * title, so a phone shows it from the top, and the safe choice comes first after it.
 */
import { useId, useState } from 'react';
import { familyApi } from '#lib/client/family.ts';
import { Dialog } from '#components/ui/Dialog.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnDanger, btnDangerOutline, btnSecondary } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';
import type { FamilyMessages } from './family-messages.ts';

const GOES = [
  'family.deletionGoes1',
  'family.deletionGoes2',
  'family.deletionGoes3',
  'family.deletionGoes4',
  'family.deletionGoes5',
  'family.deletionGoes6',
] as const;
const STAYS = ['family.deletionStays1', 'family.deletionStays2', 'family.deletionStays3', 'family.deletionStays4'] as const;

export default function DeletionRequest({
  childId,
  childName,
  onSent,
  m,
}: {
  childId: string;
  childName: string;
  onSent: (message: string) => void;
  m: FamilyMessages;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { busy, error, send } = useSending();
  const close = () => setOpen(false);
  const confirm = () =>
    void send(
      async () => {
        const answer = await familyApi.ask(childId, { kind: 'deletion' });
        setOpen(false);
        onSent(m.server(answer.message));
      },
      { failed: m.t('family.requestFailed'), server: m.server },
    );
  return (
    <div>
      <p className="text-slate-800">{m.t('family.deletionLead')}</p>
      <button type="button" className={`${btnDangerOutline} mt-3`} onClick={() => setOpen(true)}>
        {m.t('family.deletionOpen')}
      </button>
      <Dialog
        open={open}
        onClose={close}
        labelledBy={`${id}-title`}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        <div className="p-5 sm:p-6" data-testid="deletion-confirmation">
          <h2 id={`${id}-title`} className="text-xl font-bold break-words text-brand-900 outline-none" tabIndex={-1} data-autofocus>
            {m.t('family.deletionTitle', { name: childName })}
          </h2>
          <p className="mt-3 text-slate-800">{m.t('family.deletionIntro')}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {GOES.map((key) => (
              <li key={key}>{m.t(key)}</li>
            ))}
          </ul>
          <h3 className="mt-4 font-bold text-brand-900">{m.t('family.deletionStaysTitle')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {STAYS.map((key) => (
              <li key={key}>{m.t(key)}</li>
            ))}
          </ul>
          <p className="mt-4 text-slate-800">{m.t('family.deletionAfter')}</p>
          {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={btnSecondary} onClick={close}>
              {m.t('family.deletionCancel')}
            </button>
            <button type="button" className={btnDanger} disabled={busy} onClick={confirm}>
              {m.t('family.deletionConfirm')}
            </button>
          </div>
          {/* Where to write if the parent changes their mind before it is carried out: after the choices, so keeping the profile stays the first stop. */}
          <p className="mt-4">
            <a href={m.path('/contactus')} className="font-semibold text-brand-800 underline hover:no-underline">
              {m.t('family.contactAssociation')}
            </a>
          </p>
        </div>
      </Dialog>
    </div>
  );
}
