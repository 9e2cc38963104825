/**
 * The review of one skater profile (docs/rules.md#profile-approval), a modal dialog: the photo and
 * the identity proof (admin-only URL, or the date it was deleted) beside every field, then Approve,
 * Reject with a reason, corrections, or Delete; for owners, the profile's access log below. The
 * last mail problem, if any, is shown so the admin can tell the parent another way. Focus starts on Close, goes to the answer after each action, and
 * returns to the Review button when the dialog closes.
 */
import { formatDateTime } from '#domain/common/dates.ts';
import { proofTypeLabel } from '#domain/registry/skater.ts';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { displayDate, proofTexts, reviewTexts, statusLabel } from '#domain/registry/registry.ts';
import { REASON_MAX, type SkaterStatus } from '#domain/registry/skater-registry.ts';
import type { RegistrySkater } from '#domain/registry/registry-types.ts';
import { skaterRoutes } from '#domain/registry/skater.routes.ts';
import type { AdminSkaterDetail } from '#domain/registry/skater-views.schema.ts';
import { call } from '#lib/client/call.ts';
import { nameOf, toLang } from '#domain/i18n/languages.ts';
import { failureText } from '#lib/error-text.ts';
import { Dialog } from '#components/ui/Dialog.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { ErrorMessage, Loading } from '#components/ui/status.tsx';
import { TextAreaField } from '#components/admin/kit/fields.tsx';
import { btnDanger, btnDangerOutline, btnPrimary, btnSecondary, messageClass } from '#components/ui/styles.ts';
import { useNotice } from '#components/admin/kit/hooks/useNotice.ts';
import AccessLogPanel from './AccessLogPanel.tsx';
import CorrectionForm from './CorrectionForm.tsx';

const badgeClass: Record<SkaterStatus | 'lapsed', string> = {
  unverified: 'bg-slate-200 text-slate-900',
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  lapsed: 'bg-slate-200 text-slate-900',
};

export function StatusBadge({ skater }: { skater: Pick<RegistrySkater, 'status' | 'lapsed'> }) {
  const kind = skater.lapsed ? 'lapsed' : skater.status;
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${badgeClass[kind]}`} data-status={kind}>
      {statusLabel(skater.status, skater.lapsed === true)}
    </span>
  );
}

const details = (skater: RegistrySkater): [string, string][] =>
  [
    ['Registration number', skater.registrationNo ?? '—'],
    ['Reference', skater.reference],
    ['Season', String(skater.season)],
    ['Reason for rejecting', skater.status === 'rejected' ? (skater.reason ?? '') : ''],
    ['RSFI No.', skater.rsfiNo],
    ["Parent's name", skater.parentName],
    ['Date of birth', `${displayDate(skater.dob)}${skater.age === null ? '' : ` (age ${skater.age}, ${skater.ageCategory})`}`],
    ['Gender', skater.gender],
    ['Event category', skater.eventCategory],
    ['Representative club', skater.representativeClub],
    ["Coach's name", skater.coachName],
    ['Phone number', skater.phoneNo],
    ['E-mail', skater.email],
    ['Aadhaar number', skater.aadharNo],
    ['Proof type', proofTypeLabel(skater.proofType)],
    ['Registered on', displayDate(skater.createdAt)],
    ['Approved on', skater.approvedAt ? displayDate(skater.approvedAt) : ''],
  ].filter((entry): entry is [string, string] => entry[1] !== '');

type Mode = 'view' | 'reject' | 'edit';

function ReviewBody({
  skaterId,
  onChanged,
  remove,
}: {
  skaterId: string;
  onChanged: (profile: AdminSkaterDetail) => void;
  remove?: ReactNode;
}) {
  const id = useId();
  const [loaded, setLoaded] = useState<
    { status: 'loading' } | { status: 'error'; text: string } | { status: 'ready'; profile: AdminSkaterDetail }
  >({
    status: 'loading',
  });
  const [mode, setMode] = useState<Mode>('view');
  const [busy, setBusy] = useState<'approve' | 'reject' | 'edit' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const { notice, show, clear } = useNotice();
  const summaryRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    call(skaterRoutes.read, { params: { id: skaterId } }).then(
      (profile) => current && setLoaded({ status: 'ready', profile }),
      (error: unknown) => {
        console.error(error);
        if (current) setLoaded({ status: 'error', text: failureText(error, { failed: reviewTexts.loadFailed }) });
      },
    );
    return () => {
      current = false;
    };
  }, [skaterId]);

  useEffect(() => {
    if (mode === 'reject') reasonRef.current?.querySelector('textarea')?.focus();
  }, [mode]);

  if (loaded.status === 'loading') return <Loading label={reviewTexts.loading} />;
  if (loaded.status === 'error') return <ErrorMessage>{loaded.text}</ErrorMessage>;
  const { profile } = loaded;

  /** A decision (`status`) or corrections: the route tells them apart (docs/rules.md#profile-approval). */
  const act = async (kind: 'approve' | 'reject' | 'edit', change: Record<string, string>) => {
    clear();
    setBusy(kind);
    try {
      const answer = await call(skaterRoutes.review, { params: { id: profile._id }, body: change });
      setLoaded({ status: 'ready', profile: answer.profile });
      setMode('view');
      setReason('');
      if (answer.mail && !answer.mail.sent) show('warning', answer.message, reviewTexts.mailNotSent(answer.mail.problem));
      else show('success', answer.message);
      onChanged(answer.profile);
    } catch (error) {
      console.error(error);
      show('error', failureText(error, { failed: reviewTexts.actionFailed, network: reviewTexts.actionError }));
    } finally {
      setBusy(null);
      // The buttons that were pressed may be gone: the answer is where the admin continues.
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  const reject = () => {
    const text = reason.trim();
    if (text === '' || text.length > REASON_MAX) {
      setReasonError(text === '' ? reviewTexts.reasonRequired : reviewTexts.reasonTooLong);
      reasonRef.current?.querySelector('textarea')?.focus();
      return;
    }
    setReasonError(undefined);
    void act('reject', { status: 'rejected', reason: text });
  };

  return (
    <div className="space-y-5">
      <div ref={summaryRef} tabIndex={-1} className="space-y-3 focus:outline-none" data-review-summary>
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge skater={profile} />
          {profile.registrationNo && <span className="font-mono text-lg font-bold text-slate-900">{profile.registrationNo}</span>}
        </p>
        {profile.lapsed && <p className="text-sm text-slate-700">{reviewTexts.lapsed}</p>}
        <NoticeView notice={notice} onDismiss={clear} />
        {profile.contactChange && (
          <div className={messageClass.warning} data-contact-held>
            <p className="font-semibold">{reviewTexts.contactHeld}</p>
            <p className="text-sm">{[profile.contactChange.email, profile.contactChange.phoneNo].filter(Boolean).join(' · ')}</p>
            <p className="text-sm">
              {reviewTexts.contactHeldWhen(
                formatDateTime(profile.contactChange.requestedAt),
                formatDateTime(profile.contactChange.expiresAt),
              )}
            </p>
          </div>
        )}
        <p className="text-sm text-slate-800" data-consent-record>
          <span className="font-semibold">{reviewTexts.consent}</span>{' '}
          {profile.consent
            ? reviewTexts.consentGiven(
                profile.consent.email,
                formatDateTime(profile.consent.confirmedAt),
                profile.consent.noticeVersion,
                profile.consent.how,
              )
            : reviewTexts.consentNone}
          {profile.consent && ` ${reviewTexts.consentLanguage(nameOf(toLang(profile.consent.language)))}`}
        </p>
        {profile.consentWithdrawal && (
          <p className={messageClass.warning} data-consent-withdrawn>
            {reviewTexts.consentWithdrawn(formatDateTime(profile.consentWithdrawal.at), nameOf(toLang(profile.consentWithdrawal.language)))}
          </p>
        )}
        {profile.mailProblem && (
          <div className={messageClass.warning} data-mail-problem>
            <p className="font-semibold">{reviewTexts.mailProblem}</p>
            <p className="text-sm">{profile.mailProblem}</p>
          </div>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <figure>
          <figcaption className="text-sm font-semibold text-slate-800">{reviewTexts.photo}</figcaption>
          {profile.skaterPhoto ? (
            <img
              src={profile.skaterPhoto}
              alt={`Photo of ${profile.name}`}
              className="mt-1 max-h-64 rounded-md object-contain ring-1 ring-slate-200"
            />
          ) : (
            <p className="mt-1 text-slate-700">{reviewTexts.noPhoto}</p>
          )}
        </figure>
        <figure>
          <figcaption className="text-sm font-semibold text-slate-800">
            {reviewTexts.proof} ({proofTypeLabel(profile.proofType)})
          </figcaption>
          {profile.fileUrl && profile.proofIsPdf ? (
            <p className="mt-1">
              <a
                className="inline-block rounded-md border border-brand-800 px-3 py-2 text-sm font-semibold text-brand-800 underline hover:no-underline"
                href={profile.fileUrl}
                download
                data-proof-pdf
              >
                {reviewTexts.openProofPdf}
              </a>
            </p>
          ) : profile.fileUrl ? (
            <>
              <img
                src={profile.fileUrl}
                alt={`${proofTypeLabel(profile.proofType)} of ${profile.name}`}
                className="mt-1 max-h-64 rounded-md object-contain ring-1 ring-slate-200"
              />
              <a className="mt-1 inline-block text-sm text-brand-700 underline hover:no-underline" href={profile.fileUrl} download>
                {reviewTexts.openProof}
              </a>
            </>
          ) : (
            <p className="mt-1 text-slate-700" data-proof-deleted>
              {profile.proofDeletedAt ? proofTexts.deletedOn(profile.proofDeletedAt) : '—'}
            </p>
          )}
        </figure>
      </div>

      {mode === 'edit' ? (
        <CorrectionForm
          key={JSON.stringify(profile)}
          profile={profile}
          busy={busy === 'edit'}
          onSave={(change) => void act('edit', change)}
          onNothingChanged={() => {
            setMode('view');
            show('success', reviewTexts.nothingChanged);
            requestAnimationFrame(() => summaryRef.current?.focus());
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          {details(profile).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-slate-800">{term}</dt>
              <dd className="break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}

      {mode === 'reject' && (
        <div ref={reasonRef} className="space-y-3 rounded-md border border-red-200 bg-red-50/50 p-4">
          <TextAreaField
            id={`${id}-reason`}
            label={reviewTexts.rejectReason}
            hint={reviewTexts.rejectReasonHint}
            required
            max={REASON_MAX}
            rows={3}
            value={reason}
            onChange={setReason}
            error={reasonError}
            disabled={busy !== null}
          />
          <div className="flex flex-wrap gap-3">
            <button type="button" className={btnDanger} onClick={reject} disabled={busy !== null}>
              {busy === 'reject' ? reviewTexts.rejecting : reviewTexts.confirmReject}
            </button>
            <button type="button" className={btnSecondary} onClick={() => setMode('view')} disabled={busy !== null}>
              {reviewTexts.cancel}
            </button>
          </div>
        </div>
      )}

      {mode === 'view' && (
        <div className="flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          {profile.status !== 'approved' && (
            <button
              type="button"
              className={btnPrimary}
              onClick={() => void act('approve', { status: 'approved' })}
              disabled={busy !== null}
            >
              {busy === 'approve' ? reviewTexts.approving : reviewTexts.approve}
            </button>
          )}
          {profile.status !== 'rejected' && (
            <button type="button" className={btnDangerOutline} onClick={() => setMode('reject')} disabled={busy !== null}>
              {reviewTexts.reject}
            </button>
          )}
          <button type="button" className={btnSecondary} onClick={() => setMode('edit')} disabled={busy !== null}>
            {reviewTexts.edit}
          </button>
          {remove && <div className="sm:ml-auto">{remove}</div>}
        </div>
      )}
    </div>
  );
}

interface Props {
  /** The profile under review, or null when the dialog is closed. */
  skater: Pick<RegistrySkater, '_id' | 'name'> | null;
  onClose: () => void;
  onChanged: (profile: AdminSkaterDetail) => void;
  /** The profile's Delete button, after the review's own actions. */
  remove?: ReactNode;
}

export default function ReviewDialog({ skater, onClose, onChanged, remove }: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={skater !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(60rem,calc(100vw-2rem))] overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {skater && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold text-brand-900">
              {reviewTexts.title(skater.name)}
            </h2>
            <button type="button" className={btnSecondary} onClick={onClose} data-autofocus>
              {reviewTexts.close}
            </button>
          </div>
          <ReviewBody key={skater._id} skaterId={skater._id} onChanged={onChanged} remove={remove} />
          <AccessLogPanel key={`log-${skater._id}`} skaterId={skater._id} />
        </div>
      )}
    </Dialog>
  );
}
