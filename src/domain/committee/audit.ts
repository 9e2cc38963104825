/**
 * The audit log's vocabulary without the schema library. An entry says when, who, what action,
 * which resource and id, and a sentence a person reads ("Rekha (registrar) approved Aarav Sharma
 * (ADRSA-2026-0006)") that names the record by its name or title and never holds a personal value
 * (no Aadhaar number, phone, e-mail or date of birth): the log is read by owners for years after
 * the records it names are gone. Ids stay in the entry's own fields, for its detail view.
 */
import type { Role } from './account.ts';

export const AUDIT_ACTIONS = [
  'create',
  'edit',
  'delete',
  'approve',
  'reject',
  'send',
  'sign-in',
  'failed-sign-in',
  'password',
  'look-up',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Added',
  edit: 'Edited',
  delete: 'Deleted',
  approve: 'Approved',
  reject: 'Rejected',
  send: 'Sent',
  'sign-in': 'Signed in',
  'failed-sign-in': 'Failed sign-in',
  password: 'Password set',
  'look-up': 'Looked up',
};

/** The verb of an entry's sentence, after the person's name. */
export const AUDIT_VERBS: Record<AuditAction, string> = {
  create: 'added',
  edit: 'edited',
  delete: 'deleted',
  approve: 'approved',
  reject: 'rejected',
  send: 'sent',
  'sign-in': 'signed in',
  'failed-sign-in': 'failed to sign in',
  password: 'set the password of',
  'look-up': 'looked up',
};

/**
 * The resources entries name, each with its name in plain words for the log's filter and screen.
 * The keys are stored in entries and kept as they were (older entries use the same ones).
 */
export const AUDIT_RESOURCE_LABELS = {
  accounts: 'Accounts',
  session: 'Sign-ins',
  news: 'News',
  events: 'Events',
  achievements: 'Achievements',
  updates: 'Updates',
  gallery: 'Gallery',
  'breaking-news': 'Breaking news',
  'associative-club': 'Clubs',
  skaterprofiles: 'Skaters',
  registrations: 'Event registrations',
  contact: 'Contact messages',
  'e-mail': 'E-mail to parents',
  championship: 'Championship races',
  entries: 'Championship entries',
  results: 'Race results',
  selection: 'District team',
  certificates: 'Certificates',
  requests: 'Parents’ requests',
  fees: 'Fee settings',
  charges: 'Charges',
  payments: 'Payments',
  receipts: 'Receipts',
  statements: 'Bank statements',
} as const;
export type AuditResource = keyof typeof AUDIT_RESOURCE_LABELS;
export const AUDIT_RESOURCES = Object.keys(AUDIT_RESOURCE_LABELS) as AuditResource[];

/** A record of each resource as an entry's sentence names it, before its name or title: "news item “Trials moved”". */
export const AUDIT_NOUNS: Record<AuditResource, string> = {
  accounts: 'account',
  session: 'session',
  news: 'news item',
  events: 'event',
  achievements: 'achievement',
  updates: 'update',
  gallery: 'gallery image',
  'breaking-news': 'the breaking news',
  'associative-club': 'club',
  skaterprofiles: 'skater',
  registrations: 'the event registration of',
  contact: 'a contact message',
  'e-mail': 'an e-mail',
  championship: 'the championship',
  entries: 'the championship entry of',
  results: 'the results of',
  selection: 'the district team of',
  certificates: 'certificate',
  requests: 'the request of',
  fees: 'the fees of',
  charges: 'the charge of',
  payments: 'payment',
  receipts: 'receipt',
  statements: 'a bank statement',
};

/** A resource key read back from an entry, in plain words (an unknown key, from a future version, as it is). */
export const auditResourceLabel = (resource: string): string => (AUDIT_RESOURCE_LABELS as Record<string, string>)[resource] ?? resource;

export const AUDIT_SUMMARY_MAX = 200;

/** How long entries are kept when `AUDIT_RETENTION_DAYS` is not set: two years. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;

/** Who acted, as an entry's sentence names them: "Rekha (registrar)"; a role unknown (an older session) is left out. */
export const auditWho = (name: string, role?: Role): string => (role ? `${name} (${role})` : name);

/**
 * An entry's sentence: who, the verb of the action, what (the record's name or title, as the
 * route's declaration words it), and an optional detail after a colon.
 */
export const auditSentence = (who: string, action: AuditAction, what: string, detail?: string): string =>
  `${[who, AUDIT_VERBS[action], what].filter(Boolean).join(' ')}${detail ? `: ${detail}` : ''}`;

/**
 * An entry as one line a person reads. Entries written with the actor's role name them in their
 * sentence; older ones, and failed sign-ins, get the name in front.
 */
export const auditLine = (entry: {
  actor: { name: string; role?: Role | undefined };
  action: AuditAction;
  resource: string;
  summary: string;
}): string => {
  const summary = entry.summary || `${AUDIT_ACTION_LABELS[entry.action]}: ${auditResourceLabel(entry.resource)}`;
  return entry.actor.role ? summary : `${entry.actor.name}: ${summary}`;
};

/** A title or name in an entry, set off in quotes so the sentence reads when the title is a phrase. */
export const quoted = (title: string): string => `“${title}”`;

export const auditMessages = {
  heading: 'Audit log',
  empty: 'No entries match.',
  loadFailed: (detail: string) => `Failed to load the audit log. Error: ${detail}`,
  /** Who a failed sign-in is put down to when the name typed is no account's (it may be a mistyped password). */
  unknownName: 'an unknown name',
  failedSignIn: 'Failed sign-in',
  failedSignIns: (count: number) => `Failed sign-in: ${count} attempts from one connection within the hour`,
  /** A look-up's outcome, after the registration number. */
  lookUpOutcomes: {
    200: 'found',
    201: 'found',
    404: 'no match',
    409: 'found, refused',
    429: 'refused, too many tries',
  } as Record<number, string>,
  lookUpRefused: 'refused',
  passwordByLink: 'through a set-password link',
  ownPassword: 'their own account',
  newLink: 'new set-password link',
  certificatesIssued: (issued: number, updated: number) => `${issued} issued, ${updated} updated`,
  racesAdded: (added: number) => `${added} ${added === 1 ? 'race' : 'races'} added`,
  raceRemoved: (race: string) => `race ${race} removed`,
  certificatesPdf: (title: string) => `the PDF of the certificates of ${title}`,
  people: (count: number) => `${count} ${count === 1 ? 'address' : 'addresses'}`,
  details: 'Details',
  detailHeading: 'Audit entry',
  close: 'Close',
} as const;
