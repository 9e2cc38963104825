/** Texts, limits and small rules of contact without the schema library, so browser code can import them cheaply. */
export const contactMessages = {
  send: 'Send Message',
  sent: 'Thank you! Your message has been sent.',
  failed: 'Your message could not be sent. Please try again.',
  deleted: 'Message deleted successfully!',
  deleteFailed: 'Failed to delete the message. Please try again.',
  empty: 'No messages found',
  confirmDelete: 'Are you sure you want to delete this message?',
} as const;
