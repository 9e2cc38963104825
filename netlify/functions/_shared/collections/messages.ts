/**
 * The contact form's messages, newest first, and the ones nobody has opened yet.
 */
import { type ContactMessage, contactMessageSchema } from '#domain/messages/contact.schema.ts';
import { collection, define, whole } from '#shared/store/index.ts';
import { byCreation } from '#shared/store/sort-keys.ts';

/** The one partition of the contact messages' unread index. */
export const UNREAD = 'unread';

export const contactMessagesDefinition = define({
  name: 'contact-messages',
  schema: contactMessageSchema,
  indexes: {
    newest: { key: byCreation, summary: (message: ContactMessage) => whole(message) },
    /** Only the messages nobody has opened yet: its size is the dashboard's unread count, one head read. */
    unread: {
      key: byCreation,
      summary: ({ _id }: ContactMessage) => ({ _id }),
      partition: (message: ContactMessage) => (message.readAt === undefined ? UNREAD : null),
    },
  },
});

// Factories, so that every caller names its collection the same way; the store itself is reached
// only inside each operation (getStore() at module scope fails in production).
export const contactMessages = () => collection(contactMessagesDefinition);
