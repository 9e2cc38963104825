/**
 * /admin/send-messages (was /message), 'Send Messages to Skaters': recipients chosen from the
 * skater profiles, subject and message required, the button disabled while sending or with no
 * recipient, and the result for 5 seconds (docs/rules.md#bulk-e-mail).
 */
import { useState } from 'react';
import { MESSAGE_NOTICE_MS } from '#config/rules.ts';
import { bulkMessageTexts } from '#domain/messages/bulk-message.ts';
import { bulkMessageInputSchema, bulkMessageResultSchema, type BulkMessageResult } from '#domain/messages/bulk-message.schema.ts';
import { api, ApiError } from '#lib/client/index.ts';
import { failureText } from '#lib/error-text.ts';
import { ScreenTitle } from '#components/admin/kit/list.tsx';
import { NoticeView, type Notice } from '#components/admin/kit/Notice.tsx';
import { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';
import { adminOnly } from '#components/admin/shell/RequireAdmin.tsx';
import RecipientPicker, { type Selection } from './RecipientPicker.tsx';
import SendMessageForm, { emptyMessage } from './SendMessageForm.tsx';

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
const failedSkaters = (selected: Selection, result: BulkMessageResult): Selection => {
  const failed = new Set(result.failed.map((failure) => failure.email.toLowerCase()));
  return new Map([...selected].filter(([, email]) => failed.has(email.toLowerCase())));
};

function MessageScreen() {
  const [selected, setSelected] = useState<Selection>(new Map());
  const recipients = [...new Set(selected.values())];

  const form = useAdminForm(emptyMessage, {
    schema: bulkMessageInputSchema,
    input: (values) => ({ selectedUsers: recipients, ...values }),
    save: async (data) => {
      const result = await api.sendBulk(data);
      setSelected((current) => failedSkaters(current, result));
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
      <div className="grid gap-6 xl:grid-cols-2">
        <RecipientPicker selected={selected} onSelect={setSelected} recipientCount={recipients.length} />
        <SendMessageForm form={form} recipientCount={recipients.length} />
      </div>
    </>
  );
}

export default adminOnly(MessageScreen);
