/**
 * /admin/send-messages (was /message), 'Send Messages to Skaters': recipients chosen from the
 * skater profiles, subject and message required, the button disabled while sending or with no
 * recipient, and the result for 5 seconds (docs/rules.md#bulk-e-mail).
 */
import { useState } from 'react';
import { MESSAGE_NOTICE_MS } from '../../../config/rules';
import { bulkMessageTexts } from '../../../domain/bulk-message';
import { bulkMessageInputSchema, bulkMessageResultSchema, type BulkMessageResult } from '../../../domain/bulk-message.schema';
import type { AdminSkater } from '../../../domain/skater.schema';
import { api, ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/error-text';
import { ScreenTitle } from '../../ui/list';
import { NoticeView, type Notice } from '../../ui/Notice';
import { ErrorMessage, Loading } from '../../ui/status';
import { useAdminForm } from '../hooks/useAdminForm';
import { useList } from '../hooks/useList';
import { adminOnly } from '../RequireAdmin';
import RecipientPicker from './message/RecipientPicker';
import SendMessageForm, { emptyMessage } from './message/SendMessageForm';

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

/** Everything sent, some, or none: the notice with the counts and each failed address. */
const resultNotice = (result: BulkMessageResult): Notice => {
  const details = <ResultDetails result={result} />;
  if (result.failed.length === 0) return { kind: 'success', text: bulkMessageTexts.sent, details };
  if (result.sent > 0) return { kind: 'warning', text: `Sent ${result.sent} of ${result.sent + result.failed.length} messages.`, details };
  return { kind: 'error', text: bulkMessageTexts.failed, details };
};

/** Nothing delivered (502) still carries the result: which addresses failed, and why. */
const failedNotice = (error: unknown): Notice => {
  const result = bulkMessageResultSchema.safeParse(error instanceof ApiError ? error.data : undefined);
  if (result.success) return { kind: 'error', text: bulkMessageTexts.failed, details: <ResultDetails result={result.data} /> };
  return { kind: 'error', text: failureText(error, { failed: bulkMessageTexts.failed, reasons: 'instead' }) };
};

/** The skaters whose addresses failed: they stay selected, so they can be tried again. */
const failedSkaters = (skaters: readonly AdminSkater[], result: BulkMessageResult): Set<string> => {
  const failed = new Set(result.failed.map((failure) => failure.email.toLowerCase()));
  return new Set(skaters.filter((skater) => failed.has(skater.email.toLowerCase())).map((skater) => skater._id));
};

function MessageScreen() {
  const { items, state } = useList(api.adminSkaters);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const recipients = [...new Set(items.filter((skater) => selected.has(skater._id)).map((skater) => skater.email))];

  const form = useAdminForm(emptyMessage, {
    schema: bulkMessageInputSchema,
    input: (values) => ({ selectedUsers: recipients, ...values }),
    save: async (data) => {
      const result = await api.sendBulk(data);
      setSelected(failedSkaters(items, result));
      return result;
    },
    savedText: resultNotice,
    failedText: failedNotice,
    noticeTimeoutMs: MESSAGE_NOTICE_MS,
  });

  return (
    <>
      <ScreenTitle title={bulkMessageTexts.heading}>
        Choose the skaters to write to, then write the subject and the message. Messages are sent as plain text.
      </ScreenTitle>
      <NoticeView notice={form.notice} onDismiss={form.clearNotice} />
      {state === 'loading' ? (
        <Loading label="Loading recipients…" />
      ) : state === 'error' ? (
        <ErrorMessage>{bulkMessageTexts.fetchUsersFailed}</ErrorMessage>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          <RecipientPicker skaters={items} selected={selected} onSelect={setSelected} recipientCount={recipients.length} />
          <SendMessageForm form={form} recipientCount={recipients.length} />
        </div>
      )}
    </>
  );
}

export default adminOnly(MessageScreen);
