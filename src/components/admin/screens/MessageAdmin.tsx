/**
 * /message, 'Send Messages to Skaters': recipients from the skater profiles with select all and
 * filters (club, event category, age category), subject and message required, the button disabled
 * while sending or with no recipient, and the result for 5 seconds (seed §4, §5, §8; decision 20).
 */
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { MESSAGE_NOTICE_MS } from '../../../config/rules';
import { BULK_MESSAGE_MAX, BULK_SUBJECT_MAX, bulkMessageTexts } from '../../../domain/bulk-message';
import { bulkMessageInputSchema, bulkMessageResultSchema, type BulkMessageResult } from '../../../domain/bulk-message.schema';
import type { AdminSkater } from '../../../domain/skater.schema';
import { api, ApiError } from '../../../lib/api-client';
import { adminOnly } from '../RequireAdmin';
import { SelectField, TextAreaField, TextField } from '../../ui/fields';
import { useFormValues, validate } from '../hooks/useFormValues';
import { ANY, CategoryFilter, inCategories } from '../skater-filters';
import { btnPrimary, btnSecondary, card } from '../../ui/styles';
import { Empty, Loading, ErrorMessage } from '../../ui/status';
import { ScreenTitle, SearchField } from '../../ui/list';
import { useList } from '../hooks/useList';
import { NoticeView } from '../../ui/Notice';
import { useNotice } from '../hooks/useNotice';
import { matchesSearch, PagedResults } from '../../ui/paging';
import { usePaging } from '../hooks/usePaging';

const empty = { subject: '', message: '' };

function ResultDetails({ result }: { result: BulkMessageResult }) {
  return (
    <>
      <p data-result-counts>
        Sent: {result.sent}. Failed: {result.failed.length}.
      </p>
      {result.failed.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {result.failed.map((failure) => (
            <li key={failure.email}>
              {failure.email}: {failure.reason}
            </li>
          ))}
        </ul>
      )}
      {result.outbox && <p className="mt-1">{bulkMessageTexts.outboxNotice}</p>}
    </>
  );
}

function MessageScreen() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const { items, state } = useList(api.adminSkaters);
  const [club, setClub] = useState(ANY);
  const [category, setCategory] = useState(ANY);
  const [ageCategory, setAgeCategory] = useState(ANY);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const { values, field, setErrors, reset } = useFormValues(empty);
  const [sending, setSending] = useState(false);
  const { notice, show, clear } = useNotice(MESSAGE_NOTICE_MS);

  const clubs = [...new Set(items.map((skater) => skater.representativeClub).filter(Boolean))].sort((a, b) => a.localeCompare(b));
  const filtered = items.filter(
    (skater) =>
      (club === ANY || skater.representativeClub === club) &&
      inCategories(skater, category, ageCategory) &&
      matchesSearch(query, [skater.name, skater.email]),
  );
  const paging = usePaging(filtered, 50, `${club}|${category}|${ageCategory}|${query}`);

  const shownSelected = filtered.filter((skater) => selected.has(skater._id)).length;
  const allShownSelected = filtered.length > 0 && shownSelected === filtered.length;
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = shownSelected > 0 && !allShownSelected;
  }, [shownSelected, allShownSelected]);

  const recipients = [...new Set(items.filter((skater) => selected.has(skater._id)).map((skater) => skater.email))];

  const toggle = (skater: AdminSkater, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(skater._id);
      else next.delete(skater._id);
      return next;
    });

  const toggleAllShown = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const skater of filtered) {
        if (on) next.add(skater._id);
        else next.delete(skater._id);
      }
      return next;
    });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (recipients.length === 0 || sending) return;
    clear();
    const input = { selectedUsers: recipients, subject: values.subject, message: values.message };
    if (validate(bulkMessageInputSchema, input, setErrors, formRef.current) === undefined) return;
    setSending(true);
    try {
      const result = await api.sendBulk(input);
      if (result.failed.length === 0) {
        show('success', bulkMessageTexts.sent, <ResultDetails result={result} />);
        reset();
        setSelected(new Set());
      } else {
        show(
          result.sent > 0 ? 'warning' : 'error',
          result.sent > 0 ? `Sent ${result.sent} of ${result.sent + result.failed.length} messages.` : bulkMessageTexts.failed,
          <ResultDetails result={result} />,
        );
        // Keep only the recipients that failed selected, so they can be tried again.
        const failed = new Set(result.failed.map((failure) => failure.email.toLowerCase()));
        setSelected(new Set(items.filter((skater) => failed.has(skater.email.toLowerCase())).map((skater) => skater._id)));
      }
    } catch (caught) {
      console.error(caught);
      // Nothing delivered (502) still carries the result: which addresses failed, and why.
      const body = caught instanceof ApiError ? caught.data : undefined;
      const result = bulkMessageResultSchema.safeParse(body);
      const serverMessage = (body as { message?: unknown } | undefined)?.message;
      if (result.success) show('error', bulkMessageTexts.failed, <ResultDetails result={result.data} />);
      else show('error', typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : bulkMessageTexts.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <ScreenTitle title={bulkMessageTexts.heading}>
        Choose the skaters to write to, then write the subject and the message. Messages are sent as plain text.
      </ScreenTitle>
      <NoticeView notice={notice} onDismiss={clear} />
      {state === 'loading' ? (
        <Loading label="Loading recipients…" />
      ) : state === 'error' ? (
        <ErrorMessage>{bulkMessageTexts.fetchUsersFailed}</ErrorMessage>
      ) : (
        <form ref={formRef} className="grid gap-6 xl:grid-cols-2" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
          <fieldset className={card}>
            <legend className="sr-only">Recipients</legend>
            <h2 className="text-lg font-bold text-brand-900">Recipients</h2>
            {items.length === 0 ? (
              <Empty>No skater profiles yet: there is nobody to write to.</Empty>
            ) : (
              <>
                <div className="mt-3 grid gap-4 sm:grid-cols-2">
                  <SelectField
                    id={`${id}-club`}
                    label="Club"
                    value={club}
                    onChange={setClub}
                    options={[{ value: ANY, label: 'All clubs' }, ...clubs]}
                  />
                  <CategoryFilter filter="eventCategory" id={`${id}-category`} value={category} onChange={setCategory} />
                  <CategoryFilter filter="ageCategory" id={`${id}-age`} value={ageCategory} onChange={setAgeCategory} />
                  <SearchField id={`${id}-search`} label="Search by name or e-mail" value={query} onChange={setQuery} />
                </div>
                <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
                  <label className="flex items-center gap-2 font-semibold text-slate-900">
                    <input
                      ref={selectAllRef}
                      type="checkbox"
                      className="h-5 w-5 accent-brand-700"
                      checked={allShownSelected}
                      onChange={(event) => toggleAllShown(event.target.checked)}
                      disabled={filtered.length === 0}
                    />
                    Select all ({filtered.length} shown)
                  </label>
                  <button
                    type="button"
                    className="text-sm font-semibold text-brand-800 underline hover:no-underline disabled:opacity-60"
                    onClick={() => setSelected(new Set())}
                    disabled={selected.size === 0}
                  >
                    Clear selection
                  </button>
                </div>
                <p className="mt-2 text-sm font-medium text-slate-800" aria-live="polite" data-selected-count>
                  {recipients.length} {recipients.length === 1 ? 'recipient' : 'recipients'} selected
                </p>
                <PagedResults paging={paging} emptyText="No skaters match these filters." label="Recipient pages">
                  <ul className="mt-2 divide-y divide-slate-100" aria-label="Skaters">
                    {paging.pageItems.map((skater) => (
                      <li key={skater._id}>
                        <label className="flex cursor-pointer items-start gap-3 py-2 hover:bg-slate-50">
                          <input
                            type="checkbox"
                            className="mt-1 h-5 w-5 accent-brand-700"
                            checked={selected.has(skater._id)}
                            onChange={(event) => toggle(skater, event.target.checked)}
                          />
                          <span className="min-w-0">
                            <span className="block font-medium text-slate-900">{skater.name}</span>
                            <span className="block text-sm break-words text-slate-700">
                              {skater.email} · {skater.representativeClub} · {skater.eventCategory} · {skater.ageCategory}
                            </span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                </PagedResults>
              </>
            )}
          </fieldset>
          <div className={`${card} space-y-5 self-start`}>
            <h2 className="text-lg font-bold text-brand-900">Message</h2>
            <TextField {...field('subject')} label="Subject" required max={BULK_SUBJECT_MAX} disabled={sending} />
            <TextAreaField {...field('message')} label="Message" required max={BULK_MESSAGE_MAX} rows={10} disabled={sending} />
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                className={btnPrimary}
                disabled={sending || recipients.length === 0}
                aria-describedby={recipients.length === 0 ? `${id}-no-recipient` : undefined}
              >
                {sending ? bulkMessageTexts.sending : 'Send Messages'}
              </button>
              {recipients.length === 0 && (
                <p id={`${id}-no-recipient`} className="text-sm text-slate-700">
                  {bulkMessageTexts.noRecipient}
                </p>
              )}
              <button
                type="button"
                className={btnSecondary}
                onClick={reset}
                disabled={sending || (values.subject === '' && values.message === '')}
              >
                Clear message
              </button>
            </div>
          </div>
        </form>
      )}
    </>
  );
}

export default adminOnly(MessageScreen);
