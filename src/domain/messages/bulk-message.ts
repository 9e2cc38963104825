/** Texts, limits and small rules of bulk-message without the schema library, so browser code can import them cheaply. */
export const BULK_RECIPIENTS_MAX = 2000;
export const BULK_SUBJECT_MAX = 200;
export const BULK_MESSAGE_MAX = 10_000;

export const bulkMessageTexts = {
  heading: 'Send Messages to Skaters',
  sending: 'Sending...',
  sent: 'Messages sent successfully!',
  failed: 'Failed to send messages',
  fetchUsersFailed: 'Failed to fetch users',
  noRecipient: 'Select at least one recipient',
  outboxNotice: 'Mail is not configured: the messages were written to the local outbox instead of being sent.',
} as const;
