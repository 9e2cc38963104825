/** The subject and message of a bulk e-mail, sent to the recipients chosen beside it; disabled with none. */
import { BULK_MESSAGE_MAX, BULK_SUBJECT_MAX, bulkMessageTexts } from '#domain/messages/bulk-message.ts';
import { TextAreaField, TextField } from '#components/admin/kit/fields.tsx';
import { btnPrimary, btnSecondary, card } from '#components/ui/styles.ts';
import type { useAdminForm } from '#components/admin/kit/hooks/useAdminForm.ts';

export const emptyMessage = { subject: '', message: '' };

interface Props {
  form: ReturnType<typeof useAdminForm<typeof emptyMessage, unknown, unknown>>;
  recipientCount: number;
}

export default function SendMessageForm({ form, recipientCount }: Props) {
  const { id, field, values, busy, reset } = form;
  return (
    <form ref={form.formRef} className={`${card} space-y-5 self-start`} onSubmit={form.onSubmit} noValidate aria-busy={busy}>
      <h2 className="text-lg font-bold text-brand-900">Message</h2>
      <TextField {...field('subject')} label="Subject" required max={BULK_SUBJECT_MAX} disabled={busy} />
      <TextAreaField {...field('message')} label="Message" required max={BULK_MESSAGE_MAX} rows={10} disabled={busy} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={btnPrimary}
          disabled={busy || recipientCount === 0}
          aria-describedby={recipientCount === 0 ? `${id}-no-recipient` : undefined}
        >
          {busy ? bulkMessageTexts.sending : 'Send Messages'}
        </button>
        {recipientCount === 0 && (
          <p id={`${id}-no-recipient`} className="text-sm text-slate-700">
            {bulkMessageTexts.noRecipient}
          </p>
        )}
        <button type="button" className={btnSecondary} onClick={reset} disabled={busy || (values.subject === '' && values.message === '')}>
          Clear message
        </button>
      </div>
    </form>
  );
}
