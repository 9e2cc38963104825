/**
 * /admin/certificates: a championship's certificates (docs/rules.md#certificates). The admin
 * issues them from the results, prepares one PDF of all of them (made in the background; its
 * progress is polled and shown), opens any one's verify page or PDF, and revokes one after
 * confirmation.
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { awardText, certificateMessages, verifyPath } from '#domain/championships/certificate.ts';
import type { Certificate } from '#domain/championships/certificate.schema.ts';
import { formatDate } from '#domain/common/dates.ts';
import { certificateRoutes } from '#domain/championships/certificate.routes.ts';
import { api, everyItem, type CertificateBundleStatus, type ListParams } from '#lib/client/index.ts';
import { call } from '#lib/client/call.ts';
import { failureText } from '#lib/error-text.ts';
import { useAdminList } from '#components/admin/kit/hooks/useAdminList.ts';
import { useAllEvents } from '#components/admin/kit/hooks/useAllEvents.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import PagedAdminTable from '#components/admin/kit/PagedAdminTable.tsx';
import DeleteButton from '#components/admin/kit/DeleteButton.tsx';
import { SelectField } from '#components/admin/kit/fields.tsx';
import { ScreenTitle, SearchField } from '#components/admin/kit/list.tsx';
import { NoticeView } from '#components/admin/kit/Notice.tsx';
import { Empty, ErrorMessage, Loading } from '#components/ui/status.tsx';
import { btnPrimary, btnSecondary, card, tdClass } from '#components/ui/styles.ts';

const COLUMNS = ['Race', 'Result', 'Name', 'Registration number', 'Club', 'Certificate'];
/** How often the PDF's progress is asked while it is being made. */
const POLL_MS = 1_000;

function CertificatesScreen() {
  const id = useId();
  const allEvents = useAllEvents();
  const [championshipIds, setChampionshipIds] = useState<ReadonlySet<string> | null>(null);
  const [eventId, setEventId] = useState('');
  useEffect(() => {
    everyItem(api.championshipList).then(
      (items) => setChampionshipIds(new Set(items.map((item) => item._id))),
      (error: unknown) => {
        console.error(error);
        setChampionshipIds(new Set());
      },
    );
  }, []);
  // Only championships have certificates: camps and other events are not offered.
  const events = allEvents && championshipIds ? allEvents.filter((event) => championshipIds.has(event._id)) : null;

  const options = [...(events ?? [])]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((event) => ({ value: event._id, label: `${event.title} (${formatDate(event.date)})` }));

  return (
    <>
      <ScreenTitle title={certificateMessages.adminHeading}>{certificateMessages.adminIntro}</ScreenTitle>
      {events === null ? (
        <Loading />
      ) : (
        <div className="mb-6 max-w-xl">
          <SelectField
            id={`${id}-event`}
            label={certificateMessages.eventLabel}
            value={eventId}
            onChange={setEventId}
            options={options}
            placeholder={certificateMessages.chooseEvent}
          />
        </div>
      )}
      {eventId === '' ? null : <EventCertificates key={eventId} eventId={eventId} />}
    </>
  );
}

function EventCertificates({ eventId }: { eventId: string }) {
  const id = useId();
  const load = useCallback((params: ListParams) => api.certificates(eventId, params), [eventId]);
  const { list, notice, show, clear, deleteButton, confirmDialog } = useAdminList<Certificate>(load, {
    remove: api.revokeCertificate,
    confirmText: certificateMessages.confirmRevoke,
    deletedText: certificateMessages.revoked,
    deleteFailedText: (error) => failureText(error, { failed: certificateMessages.revokeFailed }),
    pageSize: 25,
  });
  const [issuing, setIssuing] = useState(false);
  const [bundle, setBundle] = useState<CertificateBundleStatus | null>(null);

  const working = bundle?.status === 'queued' || bundle?.status === 'running';

  // The PDF's state on opening the championship, then every second while it is being made.
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      api.certificateBundle(eventId).then(
        (status) => {
          if (stopped) return;
          setBundle(status);
          if (status.status === 'queued' || status.status === 'running') timer = setTimeout(poll, POLL_MS);
        },
        (error: unknown) => console.error(error),
      );
    };
    if (bundle === null || working) timer = setTimeout(poll, bundle === null ? 0 : POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Polling restarts only when the job starts or the championship changes, not on each answer.
  }, [eventId, working]);

  const issue = async () => {
    clear();
    setIssuing(true);
    try {
      const { message } = await call(certificateRoutes.issue, { params: { id: eventId } });
      show('success', message);
      list.reload();
    } catch (error) {
      console.error(error);
      show('error', failureText(error, { failed: certificateMessages.issueFailed, reasons: 'instead' }));
    } finally {
      setIssuing(false);
    }
  };

  const startBundle = async () => {
    clear();
    try {
      setBundle(await api.startCertificateBundle(eventId));
    } catch (error) {
      console.error(error);
      show('error', failureText(error, { failed: certificateMessages.bundleStartFailed, reasons: 'instead' }));
    }
  };

  return (
    <div className={card} aria-busy={list.pending}>
      <NoticeView notice={notice} onDismiss={clear} />
      <div className="flex flex-wrap items-end gap-4">
        <button type="button" className={btnPrimary} onClick={() => void issue()} disabled={issuing}>
          {issuing ? certificateMessages.issuing : certificateMessages.issueButton}
        </button>
        <button type="button" className={btnSecondary} onClick={() => void startBundle()} disabled={working || list.allTotal === 0}>
          {certificateMessages.bundleButton}
        </button>
        <SearchField id={`${id}-search`} label="Search by name, number, club or race" value={list.query} onChange={list.setQuery} />
      </div>
      <BundleProgress bundle={bundle} />
      {list.status === 'loading' ? (
        <Loading />
      ) : list.status === 'error' && list.items.length === 0 ? (
        <ErrorMessage className="mt-4">
          {failureText(list.error, { failed: certificateMessages.loadFailed, reasons: 'instead' })}
        </ErrorMessage>
      ) : list.allTotal === 0 && list.items.length === 0 ? (
        <Empty className="mt-4">{certificateMessages.empty}</Empty>
      ) : (
        <PagedAdminTable
          list={list}
          noun="certificates"
          emptyText={certificateMessages.empty}
          id={id}
          caption="Certificates"
          columns={COLUMNS}
          cells={(certificate) => (
            <>
              <td className={tdClass}>{certificate.race}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{awardText(certificate.position)}</td>
              <td className={`${tdClass} font-medium`}>{certificate.name}</td>
              <td className={`${tdClass} whitespace-nowrap`}>{certificate.registrationNo}</td>
              <td className={tdClass}>{certificate.club}</td>
              <td className={`${tdClass} whitespace-nowrap`}>
                <a className="font-mono text-brand-800 underline" href={verifyPath(certificate._id)}>
                  {certificate._id}
                </a>{' '}
                <a className="text-brand-800 underline" href={`/api/certificates/${certificate._id}.pdf`}>
                  PDF<span className="sr-only"> of the certificate of {certificate.name}</span>
                </a>
              </td>
            </>
          )}
          actions={(certificate) => (
            <DeleteButton {...deleteButton(certificate)} name={`certificate of ${certificate.name}, ${certificate.race}`} />
          )}
        />
      )}
      {confirmDialog}
    </div>
  );
}

function BundleProgress({ bundle }: { bundle: CertificateBundleStatus | null }) {
  if (!bundle || bundle.status === 'none') return null;
  if (bundle.status === 'failed') return <ErrorMessage className="mt-4">{certificateMessages.bundleFailed}</ErrorMessage>;
  if (bundle.status === 'done' && bundle.url)
    return (
      <p className="mt-4">
        <a className="font-semibold text-brand-800 underline" href={bundle.url} data-testid="bundle-download">
          {certificateMessages.bundleDownload(bundle.total)}
        </a>
      </p>
    );
  const label = certificateMessages.bundleProgress(bundle.done, bundle.total);
  return (
    <div className="mt-4" role="status">
      <p className="text-sm text-slate-800">{label}</p>
      <progress className="mt-1 w-full max-w-md" value={bundle.done} max={Math.max(1, bundle.total)} aria-label={label} />
    </div>
  );
}

export default adminOnly(CertificatesScreen);
