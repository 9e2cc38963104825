/**
 * The audit log's vocabulary without the schema library. An entry says when, who, what action,
 * which resource and id, and a short summary that never holds a personal value (no Aadhaar
 * number, phone, e-mail or date of birth): the log is read by owners for years after the records
 * it names are gone.
 */
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
  create: 'Created',
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

/** The resources entries name (the API path's first part, or what a route declares), for the log's filter. */
export const AUDIT_RESOURCES = [
  'accounts',
  'session',
  'news',
  'events',
  'achievements',
  'updates',
  'gallery',
  'breaking-news',
  'associative-club',
  'skaterprofiles',
  'registrations',
  'contact',
  'e-mail',
  'championship',
  'entries',
  'results',
  'selection',
  'certificates',
] as const;

export const AUDIT_SUMMARY_MAX = 160;

/** The fewest digits in a number that could be a phone or Aadhaar number (a year or a time has fewer). */
const CONTACT_DIGITS_MIN = 6;
const MASK = '[…]';
/** What may sit between the digit groups of one number: "98450 12345", "1234-5678-9012", "080.2345.6789". */
const DIGIT_GROUP_SEPARATORS = new Set([' ', '-', '.']);
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** The text with every number of six digits or more (its groups joined by single separators) masked. */
const maskLongNumbers = (text: string): string => {
  let masked = '';
  let at = 0;
  while (at < text.length) {
    if (!isDigit(text[at])) {
      masked += text[at];
      at += 1;
      continue;
    }
    let end = at;
    let digits = 0;
    for (let next = at; next < text.length;) {
      if (isDigit(text[next])) {
        digits += 1;
        next += 1;
        end = next;
      } else if (DIGIT_GROUP_SEPARATORS.has(text[next] ?? '') && isDigit(text[next + 1])) next += 1;
      else break;
    }
    masked += digits >= CONTACT_DIGITS_MIN ? MASK : text.slice(at, end);
    at = end;
  }
  return masked;
};

/**
 * Free text an admin typed (a selection's reason) with what could be contact details or an
 * identity number masked: any word with an @, and any number of six digits or more, however its
 * groups are spaced (a date written in digits too: it may be a date of birth). One pass over the text with no backtracking pattern, so any text costs time
 * in proportion to its length.
 */
export const maskContactDetails = (text: string): string =>
  maskLongNumbers(
    text
      .split(/(\s+)/)
      .map((word) => (word.includes('@') ? MASK : word))
      .join(''),
  );
/** How long entries are kept when `AUDIT_RETENTION_DAYS` is not set: two years. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;

export const auditMessages = {
  heading: 'Audit log',
  empty: 'No entries match.',
  loadFailed: (detail: string) => `Failed to load the audit log. Error: ${detail}`,
  /** Who a failed sign-in is put down to when the name typed is no account's (it may be a mistyped password). */
  unknownName: 'an unknown name',
} as const;
