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
  'fees',
  'charges',
  'payments',
  'receipts',
  'statements',
] as const;

export const AUDIT_SUMMARY_MAX = 160;

/** How long entries are kept when `AUDIT_RETENTION_DAYS` is not set: two years. */
export const AUDIT_RETENTION_DAYS_DEFAULT = 730;

export const auditMessages = {
  heading: 'Audit log',
  empty: 'No entries match.',
  loadFailed: (detail: string) => `Failed to load the audit log. Error: ${detail}`,
  /** Who a failed sign-in is put down to when the name typed is no account's (it may be a mistyped password). */
  unknownName: 'an unknown name',
  failedSignIn: 'Failed sign-in',
  failedSignIns: (count: number) => `Failed sign-in: ${count} attempts from one connection within the hour`,
} as const;
