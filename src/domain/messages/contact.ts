/** Texts, limits and small rules of contact without the schema library, so browser code can import them cheaply. */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_CONTENT_MAX = 3000;

export const contactMessages = {
  send: 'Send Message',
  whatsapp: 'Message us on WhatsApp',
  sent: 'Thank you! Your message has been sent.',
  failed: 'Your message could not be sent. Please try again.',
  deleted: 'Message deleted successfully!',
  deleteFailed: 'Failed to delete the message. Please try again.',
  empty: 'No messages found',
  heading: 'Contact Messages',
  loadFailed: (detail: string) => `Failed to load messages. Error: ${detail}`,
  confirmDelete: 'Are you sure you want to delete this message?',
  /** Beside a message no admin has opened yet (opening it marks it read). */
  unread: 'Unread',
} as const;
