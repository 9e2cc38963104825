/** A parent's requests for a child: a correction (which detail, what it should be) and those sent so far (the deletion: DeletionRequest.tsx). */
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import { CORRECTABLE_FIELD_NAMES, type CorrectableField } from '#domain/family/family.ts';
import type { FamilyRequestView } from '#domain/family/family-views.ts';
import { familyApi } from '#lib/client/family.ts';
import { TextInput } from '#components/ui/inputs.tsx';
import { ErrorMessage, SuccessMessage } from '#components/ui/status.tsx';
import { btnSecondary, inputClass, labelClass } from '#components/ui/styles.ts';
import { useSending } from '#lib/client/use-sending.ts';
import type { FamilyMessages } from './family-messages.ts';
import { FEES_ANCHOR } from './FamilyFees.tsx';

/** A field's name as the page says it (family.field.name, …); an unknown one as it came. */
const fieldName = (m: FamilyMessages, field: string): string =>
  (CORRECTABLE_FIELD_NAMES as readonly string[]).includes(field) ? m.t(`family.field.${field as CorrectableField}`) : field;

export function Correction({ childId, onSent, m }: { childId: string; onSent: (message: string) => void; m: FamilyMessages }) {
  const id = useId();
  const [field, setField] = useState<CorrectableField>('name');
  const [value, setValue] = useState('');
  const { busy, error, send } = useSending();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(
      async () => {
        onSent(m.server((await familyApi.ask(childId, { kind: 'correction', field, value })).message));
        setValue('');
      },
      { failed: m.t('family.requestFailed'), server: m.server },
    );
  };
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit}>
      <p className="text-slate-700 sm:col-span-2">{m.t('family.correctionLead')}</p>
      <div>
        <label htmlFor={`${id}-field`} className={labelClass}>
          {m.t('family.field')}
        </label>
        <select
          id={`${id}-field`}
          className={inputClass}
          value={field}
          onChange={(event) => setField(event.target.value as CorrectableField)}
        >
          {CORRECTABLE_FIELD_NAMES.map((name) => (
            <option key={name} value={name}>
              {fieldName(m, name)}
            </option>
          ))}
        </select>
      </div>
      <TextInput
        id={`${id}-value`}
        label={m.t('family.value')}
        required
        maxLength={500}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <div className="sm:col-span-2">
        <button type="submit" className={btnSecondary} disabled={busy}>
          {m.t('family.sendRequest')}
        </button>
      </div>
      {error && <ErrorMessage className="sm:col-span-2">{error}</ErrorMessage>}
    </form>
  );
}

export function RequestList({ childId, version, m }: { childId: string; version: number; m: FamilyMessages }) {
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
      <h3 className="font-semibold text-brand-900">{m.t('family.requests')}</h3>
      <ul className="mt-1 space-y-1 text-slate-800">
        {requests.map((request) => (
          <li key={request._id}>
            {m.t(`family.request.${request.kind}`)}
            {request.field ? ` (${fieldName(m, request.field)}: ${request.value ?? ''})` : ''},{' '}
            {m.t('family.requestSent', { date: m.date(request.createdAt) })}:{' '}
            {request.status === 'open'
              ? m.t('family.requestDue', { date: m.date(request.dueAt) })
              : m.t(`family.request.${request.status}`)}
            {request.answer ? `. ${request.answer}` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A request's or a renewal's confirmation; `feesLink` when it left something to pay (the fees panel's link). */
export function Sent({ message, feesLink }: { message: string | null; feesLink?: string | undefined }) {
  return (
    <div aria-live="polite">
      {message && (
        <SuccessMessage className="mt-3">
          {message}
          {feesLink && (
            <>
              {' '}
              <a href={`#${FEES_ANCHOR}`} className="font-semibold underline hover:no-underline">
                {feesLink}
              </a>
            </>
          )}
        </SuccessMessage>
      )}
    </div>
  );
}
