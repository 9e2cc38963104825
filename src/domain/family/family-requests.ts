/**
 * The words of a parent's requests about a child's data: what each kind is called, the answer to
 * a second request of a kind already open, and the deletion's confirmation (what goes, what
 * stays and why). Shared by the server, the family page, the registrar's queue and the tests;
 * zod-free, so the islands import it cheaply.
 */
import { formatDate } from '#domain/common/dates.ts';
import type { RequestKind } from './family.ts';

/** What each kind of request is called on the screens. */
export const REQUEST_KIND_TEXT: Record<RequestKind, string> = {
  correction: 'Correction',
  deletion: 'Deletion',
  access: 'Copy of the data',
};

/** The kind inside a sentence ("a deletion request"). */
const kindInSentence: Record<RequestKind, string> = {
  correction: 'A correction request',
  deletion: 'A deletion request',
  access: 'A request for a copy of the data',
};

/** A second request of a kind while one is open: which is open and the day its answer is due. */
export const requestAlreadyOpen = (kind: RequestKind, dueAt: string): string =>
  `${kindInSentence[kind]} for this skater is already open. The association answers it by ${formatDate(dueAt)}; you can follow it under “Your requests” on this page.`;

/** The deletion's confirmation, before anything is sent. */
export const deletionTexts = {
  open: 'Ask to delete this profile…',
  title: (name: string) => `Delete the profile of ${name}?`,
  lead: 'This sends a request to the association. When it carries it out, it deletes for good:',
  goes: [
    'the registration: name, date of birth, gender, Aadhaar number, parent’s name, phone and e-mail, club, coach and category',
    'the photo and the identity proof',
    'the championship entries, the places in results and start lists (the other skaters keep theirs) and the district-team choices',
    'the certificates: their codes stop verifying',
    'the event registrations made with your e-mail address in this skater’s name (all of them, if this is the only skater registered with that address)',
    'the name and details in your requests',
  ],
  staysTitle: 'What stays, and why',
  stays: [
    'Receipts for fees paid, and the charges they cover, with the skater’s name and the amounts: the association must keep its accounts, receipts included, for the years the tax and audit laws require, so they cannot be deleted on request.',
    'The registration number, so that it is never given to another skater.',
    'That the request was received and answered, and when, without the name or details.',
    'The association’s activity log line saying that the profile was deleted and by whom, until the log’s lines are deleted after the time it keeps them.',
  ],
  after: 'You can withdraw the request by writing to the association before it is carried out. The association confirms by e-mail.',
  confirm: 'Send the deletion request',
  cancel: 'Keep the profile',
} as const;
