/** A parent's requests for a child: a correction (which detail, what it should be) and those sent so far (the deletion: DeletionRequest.tsx). */
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { formatDate } from '#domain/common/dates.ts';
import { CORRECTABLE_FIELDS, familyTexts, type CorrectableField } from '#domain/family/family.ts';
import { REQUEST_KIND_TEXT } from '#domain/family/family-requests.ts';
import type { FamilyRequestView } from '#domain/family/family-views.ts';
import { familyApi } from '#lib/client/family.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnSecondary, inputClass, labelClass } from '#components/ui/styles.ts';
import { useSending } from '#components/public/form-parts/useSending.ts';

export function Correction({ childId, onSent }: { childId: string; onSent: (message: string) => void }) {
  const id = useId();
  const [field, setField] = useState<CorrectableField>('name');
  const [value, setValue] = useState('');
  const { busy, error, send } = useSending();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(
      async () => {
        onSent((await familyApi.ask(childId, { kind: 'correction', field, value })).message);
        setValue('');
      },
      { failed: familyTexts.requestFailed },
    );
  };
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
      <p className="text-slate-700 sm:col-span-2">{familyTexts.correctionLead}</p>
      <div>
        <label htmlFor={`${id}-field`} className={labelClass}>
          {familyTexts.field}
        </label>
        <select
          id={`${id}-field`}
          className={inputClass}
          value={field}
          onChange={(event) => setField(event.target.value as CorrectableField)}
        >
          {Object.entries(CORRECTABLE_FIELDS).map(([name, label]) => (
            <option key={name} value={name}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextInput
        id={`${id}-value`}
        label={familyTexts.value}
        required
        maxLength={500}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={btnSecondary} disabled={busy}>
          {familyTexts.sendRequest}
        </button>
      </div>
      {error && <ErrorMessage className="sm:col-span-2">{error}</ErrorMessage>}
    </form>
  );
}

export function RequestList({ childId, version }: { childId: string; version: number }) {
  const [requests, setRequests] = useState<FamilyRequestView[]>([]);
  useEffect(() => {
    familyApi
      .requests(childId)
      .then((answer) => setRequests(answer.requests))
      .catch(() => setRequests([]));
  }, [childId, version]);
  if (requests.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-brand-900">{familyTexts.requests}</h3>
      <ul className="mt-1 space-y-1 text-slate-800">
        {requests.map((request) => (
          <li key={request._id}>
            {REQUEST_KIND_TEXT[request.kind]}
            {request.field ? ` (${CORRECTABLE_FIELDS[request.field as CorrectableField] ?? request.field}: ${request.value ?? ''})` : ''},
            sent {formatDate(request.createdAt)}:{' '}
            {request.status === 'open' ? `answer due by ${formatDate(request.dueAt)}` : request.status}
            {request.answer ? `. ${request.answer}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Sent({ message }: { message: string | null }) {
  return <div aria-live="polite">{message && <SuccessMessage className="mt-3">{message}</SuccessMessage>}</div>;
}
