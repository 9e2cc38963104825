/**
 * A parent's deletion request for a child: nothing is sent until a confirmation has said what the
 * deletion takes (the profile, results, certificates, photo, proof, event registrations…) and what
 * the association keeps, and why. The confirmation is a modal dialog (focus inside, Escape or
 * "Keep the profile" closes it, the focus returns to the button that opened it). It opens on its
 * title, so a phone shows it from the top, and the safe choice comes first after it.
 */
import { useId, useState } from 'react';
import { deletionTexts as texts } from '#domain/family/family-requests.ts';
import { familyTexts } from '#domain/family/family.ts';
import { familyApi } from '#lib/client/family.ts';
import { Dialog } from '#components/ui/Dialog.tsx';
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnDanger, btnDangerOutline, btnSecondary } from '#components/ui/styles.ts';
import { useSending } from '#components/public/form-parts/useSending.ts';

export default function DeletionRequest({
  childId,
  childName,
  onSent,
}: {
  childId: string;
  childName: string;
  onSent: (message: string) => void;
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
        onSent(answer.message);
      },
      { failed: familyTexts.requestFailed },
    );
  return (
    <div>
      <p className="text-slate-800">{familyTexts.deletionLead}</p>
      <button type="button" className={`${btnDangerOutline} mt-3`} onClick={() => setOpen(true)}>
        {texts.open}
      </button>
      <Dialog
        open={open}
        onClose={close}
        labelledBy={`${id}-title`}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        <div className="p-5 sm:p-6" data-testid="deletion-confirmation">
          <h2 id={`${id}-title`} className="text-xl font-bold break-words text-brand-900 outline-none" tabIndex={-1} data-autofocus>
            {texts.title(childName)}
          </h2>
          <p className="mt-3 text-slate-800">{texts.lead}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {texts.goes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <h3 className="mt-4 font-bold text-brand-900">{texts.staysTitle}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {texts.stays.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-4 text-slate-800">{texts.after}</p>
          {error && <ErrorMessage className="mt-4">{error}</ErrorMessage>}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={btnSecondary} onClick={close}>
              {texts.cancel}
            </button>
            <button type="button" className={btnDanger} disabled={busy} onClick={confirm}>
              {texts.confirm}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
