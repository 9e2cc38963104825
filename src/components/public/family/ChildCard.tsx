/**
 * One child on the family page: photo, name, number, status (the reason when not approved),
 * season, age category with the day it was counted on, when the identity proof is deleted; and
 * what the parent can do for the child, each behind its own disclosure (loaded when opened).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FamilyChild } from '#domain/family/family-views.ts';
import type { FamilyTarget } from '#domain/family/family-links.ts';
import { familyApi } from '#lib/client/family.ts';
import { ErrorMessage } from '#components/ui/status.tsx';
import { btnPrimary, card } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';
import FeeNote from '#components/public/fees/FeeNote.tsx';
import { feeNoteTexts } from '#components/public/fees/fee-note-texts.ts';
import type { FamilyMessages } from './family-messages.ts';
import TargetUnavailable from './TargetUnavailable.tsx';
import ClubEntriesChoice from './ClubEntriesChoice.tsx';
import Entries from './Entries.tsx';
import { useFamilyFees } from './family-fees-state.ts';
import Results from './Results.tsx';
import DeletionRequest from './DeletionRequest.tsx';
import { Correction, RequestList, Sent } from './Requests.tsx';

const STATUS_KEYS = {
  pending: 'family.statusPending',
  approved: 'family.statusApproved',
  rejected: 'family.statusRejected',
  lapsed: 'family.statusLapsed',
} as const satisfies Record<FamilyChild['status'], string>;

/** When the identity proof is (or was) deleted. */
const proofText = (m: FamilyMessages, proof: FamilyChild['proof']): string =>
  proof.state === 'deleted'
    ? proof.on
      ? m.t('family.proofDeletedOn', { date: m.date(proof.on) })
      : m.t('family.proofDeleted')
    : proof.state === 'scheduled'
      ? m.t('family.proofScheduled', { date: m.date(proof.on ?? '') })
      : m.t('family.proofKept');

/** The renewal's consent, with the privacy notice linked where the language puts it in the sentence. */
function ConsentSentence({ m }: { m: FamilyMessages }) {
  const [before = '', after = ''] = m.t('family.renewConsent').split('{link}');
  return (
    <>
      {before}
      <a href={m.path('/privacy')} className="font-semibold text-brand-800 underline hover:no-underline">
        {m.t('family.renewConsentLink')}
      </a>
      {after}
    </>
  );
}

/**
 * Where the renewal would be once consent was withdrawn: the profile is being deleted, so the
 * next step is a new registration (the renewal route refuses it with the same words).
 */
function RenewWithdrawn({ at, m }: { at: string; m: FamilyMessages }) {
  const [before = '', after = ''] = m.t('family.renewWithdrawn', { date: m.date(at) }).split('{link}');
  return (
    <p className="border-t border-slate-200 py-3 text-slate-800" data-testid="renew-withdrawn">
      {before}
      <a href={m.path('/skaterform')} className="font-semibold text-brand-800 underline hover:no-underline">
        {m.t('family.renewWithdrawnLink')}
      </a>
      {after}
    </p>
  );
}

/** One thing to do for the child; `opened` opens it at once, brings it into view and moves the focus to it (a link's `next`). */
function Disclosure({ title, opened = false, children }: { title: string; opened?: boolean; children: () => ReactNode }) {
  const [open, setOpen] = useState(opened);
  const summary = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!opened) return;
    summary.current?.scrollIntoView({ block: 'center' });
    summary.current?.focus();
  }, [opened]);
  return (
    <details className="border-t border-slate-200 py-3" open={opened || undefined} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary ref={summary} className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800 hover:underline">
        {title}
      </summary>
      <div className="mt-3">{open && children()}</div>
    </details>
  );
}

function Renew({
  child,
  onRenewed,
  m,
}: {
  child: FamilyChild;
  onRenewed: (child: FamilyChild, message: string) => void;
  m: FamilyMessages;
}) {
  const [consent, setConsent] = useState(false);
  const { busy, error, send } = useSending();
  const id = `renew-consent-${child._id}`;
  return (
    <div>
      <p className="text-slate-700">{m.t('family.renewLead')}</p>
      <FeeNote kind="renewal" texts={feeNoteTexts(m)} />
      <div className="mt-3 flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0 accent-brand-800"
          checked={consent}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={id} className="text-slate-800">
          <ConsentSentence m={m} />
        </label>
      </div>
      <button
        type="button"
        className={`${btnPrimary} mt-3`}
        disabled={!consent || busy}
        onClick={() =>
          void send(
            async () => {
              const answer = await familyApi.renew(child._id);
              onRenewed(answer.child, m.server(answer.message));
            },
            { failed: m.t('family.renewFailed'), server: m.server },
          )
        }
      >
        {m.t('family.renew')}
      </button>
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
    </div>
  );
}

export default function ChildCard({
  child: initial,
  target,
  m,
}: {
  child: FamilyChild;
  target?: FamilyTarget | undefined;
  m: FamilyMessages;
}) {
  const [child, setChild] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const [requests, setRequests] = useState(0);
  const { reload: reloadFees } = useFamilyFees();
  // A renewal leaves its fee to pay: its confirmation links to the fees panel.
  const [renewedNow, setRenewedNow] = useState(false);
  const sent = (text: string) => {
    setMessage(text);
    setRenewedNow(false);
    setRequests((value) => value + 1);
  };
  const headingId = `child-${child._id}`;
  const entersRaces = child.status === 'approved' && !child.consentWithdrawnAt;
  return (
    <article className={card} aria-labelledby={headingId} data-child={child.name}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <img src={child.skaterPhoto} alt="" width={96} height={96} className="h-24 w-24 shrink-0 rounded-md object-cover" />
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-brand-900">
            {child.name}
          </h2>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-800 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{m.t('family.statusLabel')}</dt>
            <dd data-status={child.status}>{m.t(STATUS_KEYS[child.status])}</dd>
            {child.reason && (
              <>
                <dt className="font-semibold">{m.t('family.reason')}</dt>
                <dd>
                  {child.reason}
                  {child.status === 'rejected' && (
                    <>
                      {' '}
                      <a href={m.path('/skaterform')} className="font-semibold text-brand-800 underline hover:no-underline">
                        {m.t('family.registerAgain')}
                      </a>
                    </>
                  )}
                </dd>
              </>
            )}
            {child.registrationNo && (
              <>
                <dt className="font-semibold">{m.t('family.registrationNo')}</dt>
                <dd className="font-mono">{child.registrationNo}</dd>
              </>
            )}
            <dt className="font-semibold">{m.t('family.season')}</dt>
            <dd>{child.season}</dd>
            <dt className="font-semibold">{m.t('family.ageCategory')}</dt>
            <dd>
              {child.ageCategory} (
              {m.t('family.ageOn', { date: m.date(child.referenceDay), age: child.age === null ? m.t('family.ageUnknown') : child.age })})
            </dd>
            <dt className="font-semibold">{m.t('family.proof')}</dt>
            <dd>{proofText(m, child.proof)}</dd>
          </dl>
        </div>
      </div>
      <Sent message={message} feesLink={renewedNow ? m.t('family.seeFees') : undefined} />
      {target && <TargetUnavailable child={child} target={target} m={m} />}
      <div className="mt-4">
        {child.canRenew && (
          <Disclosure title={m.t('family.renewTitle', { season: String(child.currentSeason) })} opened={target?.kind === 'renew'}>
            {() => (
              <Renew
                child={child}
                m={m}
                onRenewed={(renewed, text) => {
                  setChild(renewed);
                  setMessage(text);
                  setRenewedNow(true);
                  // The renewal fee is owed now: the fees panel shows it at once.
                  void reloadFees();
                }}
              />
            )}
          </Disclosure>
        )}
        {child.consentWithdrawnAt && child.season < child.currentSeason && <RenewWithdrawn at={child.consentWithdrawnAt} m={m} />}
        {/* Consent withdrawn: the profile is being deleted, and an entry would show the child on a start list. */}
        {entersRaces && (
          <ClubEntriesChoice childId={child._id} club={child.representativeClub} initial={child.clubMayEnter === true} m={m} />
        )}
        {entersRaces && (
          <Disclosure title={m.t('family.championships')} opened={target?.kind === 'entry'}>
            {() => <Entries childId={child._id} m={m} {...(target?.kind === 'entry' ? { eventId: target.eventId } : {})} />}
          </Disclosure>
        )}
        <Disclosure title={m.t('family.results')}>{() => <Results childId={child._id} m={m} />}</Disclosure>
        <Disclosure title={m.t('family.correction')}>{() => <Correction childId={child._id} onSent={sent} m={m} />}</Disclosure>
        <Disclosure title={m.t('family.deletion')}>
          {() => <DeletionRequest childId={child._id} childName={child.name} onSent={sent} m={m} />}
        </Disclosure>
        <Disclosure title={m.t('family.download')}>
          {() => (
            <div>
              <p className="text-slate-700">{m.t('family.downloadLead')}</p>
              <p className="mt-2 flex flex-wrap gap-4">
                <a
                  className="font-semibold text-brand-800 underline hover:no-underline"
                  href={familyApi.dataUrl(child._id, 'json')}
                  download
                >
                  {m.t('family.downloadJson')}
                </a>
                <a
                  className="font-semibold text-brand-800 underline hover:no-underline"
                  href={m.path(familyApi.dataUrl(child._id, 'html'))}
                >
                  {m.t('family.downloadPage')}
                </a>
              </p>
            </div>
          )}
        </Disclosure>
      </div>
      <RequestList childId={child._id} version={requests} m={m} />
    </article>
  );
}
