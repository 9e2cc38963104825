/**
 * /admin/requests: parents' correction, deletion and access requests from the family page, oldest
 * first, each with a link to the profile it is about (opened in its review on the skaters screen),
 * the day received, the day due, the status, who answered and the answer sent. The
 * registrar answers each once; a deletion marked done deletes the profile with everything that
 * goes with it (after a confirmation that says so).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { formatDate } from '#domain/common/dates.ts';
import { CORRECTABLE_FIELDS, type CorrectableField } from '#domain/family/family.ts';
import { REQUEST_KIND_TEXT } from '#domain/family/family-requests.ts';
import { DELETED_PROFILE, profileLinkText, reviewPath } from '#domain/registry/review-link.ts';
import type { DataRequest } from '#domain/family/family.schema.ts';
import { requestsApi } from '#lib/client/family.ts';
import { errorDetail, failureText } from '#lib/error-text.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { btnDanger, btnPrimary, btnSecondary, inputClass, labelClass } from '#components/ui/styles.ts';
import { Empty, ErrorMessage, Loading, SuccessMessage } from '#components/ui/status.tsx';

function Answer({ request, onAnswered }: { request: DataRequest; onAnswered: (message: string) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async (status: 'done' | 'declined') => {
    setError(null);
    try {
      onAnswered((await requestsApi.answer(request._id, status, text)).message);
    } catch (caught) {
      setError(failureText(caught, { failed: 'Failed to answer the request.' }));
    }
  };
  const deletion = request.kind === 'deletion';
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <label htmlFor={`${id}-answer`} className={labelClass}>
        Answer sent to the parent
      </label>
      <textarea
        id={`${id}-answer`}
        className={inputClass}
        rows={3}
        maxLength={500}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {confirming ? (
        <div className="mt-3 rounded-md bg-red-50 p-3 text-red-900" role="alert">
          <p>
            This deletes the profile of {request.skaterName}: the record, photo and identity proof, the championship entries, results and
            certificates. It cannot be undone.
          </p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={btnDanger} onClick={() => void send('done')}>
              Delete the profile and answer
            </button>
            <button type="button" className={btnSecondary} onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={deletion ? btnDanger : btnPrimary}
            disabled={text.trim() === ''}
            onClick={() => (deletion ? setConfirming(true) : void send('done'))}
          >
            {deletion ? 'Delete the profile…' : 'Mark done'}
          </button>
          <button type="button" className={btnSecondary} disabled={text.trim() === ''} onClick={() => void send('declined')}>
            Decline
          </button>
        </div>
      )}
      {error && <ErrorMessage className="mt-3">{error}</ErrorMessage>}
    </div>
  );
}

function RequestsScreen() {
  const [status, setStatus] = useState<'' | 'open'>('open');
  const [requests, setRequests] = useState<DataRequest[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    requestsApi.list(status).then(setRequests, (caught: unknown) => setProblem(errorDetail(caught)));
  }, [status]);
  useEffect(load, [load]);

  return (
    <>
      <ScreenTitle title="Parents' requests">
        Corrections, deletions and copies of a child's data asked for from the family page, oldest first, each with the day it is due.
      </ScreenTitle>
      <div className="mb-4 flex gap-2" role="group" aria-label="Which requests">
        <button
          type="button"
          className={status === 'open' ? btnPrimary : btnSecondary}
          aria-pressed={status === 'open'}
          onClick={() => setStatus('open')}
        >
          Open
        </button>
        <button
          type="button"
          className={status === '' ? btnPrimary : btnSecondary}
          aria-pressed={status === ''}
          onClick={() => setStatus('')}
        >
          All
        </button>
      </div>
      <div aria-live="polite">{notice && <SuccessMessage className="mb-4">{notice}</SuccessMessage>}</div>
      {problem && <ErrorMessage>{`Failed to load the requests. Error: ${problem}`}</ErrorMessage>}
      {!requests ? (
        <Loading />
      ) : requests.length === 0 ? (
        <Empty>No requests.</Empty>
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <li key={request._id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200" data-request={request.kind}>
              <h2 className="font-bold text-brand-900">
                {REQUEST_KIND_TEXT[request.kind]}: {request.skaterName}
                {request.registrationNo ? ` (${request.registrationNo})` : ''}
              </h2>
              {request.skaterName !== DELETED_PROFILE && (
                <p>
                  <a className="font-semibold text-brand-800 underline hover:no-underline" href={reviewPath(request.skaterId)}>
                    {profileLinkText(request.skaterName)}
                  </a>
                </p>
              )}
              {request.field && (
                <p className="text-slate-800">
                  {CORRECTABLE_FIELDS[request.field as CorrectableField]} should be: <strong>{request.value}</strong>
                </p>
              )}
              {request.note && <p className="text-slate-800">{request.note}</p>}
              <p className="text-sm text-slate-700">
                Received {formatDate(request.createdAt)} · due {formatDate(request.dueAt)} · {request.status}
                {request.handledBy ? ` by ${request.handledBy} on ${formatDate(request.handledAt ?? '')}` : ''}
              </p>
              {request.answer && <p className="mt-1 text-slate-800">Answer: {request.answer}</p>}
              {request.status === 'open' && (
                <Answer
                  request={request}
                  onAnswered={(message) => {
                    setNotice(message);
                    load();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export default adminOnly(RequestsScreen);
