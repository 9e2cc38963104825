/**
 * Admin accounts and roles without the schema library, so browser code can import them cheaply.
 * An owner may do everything; a registrar handles people (skaters, registrations, messages,
 * e-mail); an editor handles public content only and never sees a personal field; a treasurer
 * handles money (fees, charges, payments, bank statements, receipts, the ledger) and sees a
 * payer's and a skater's name and number, never an identity proof, a date of birth or an Aadhaar number.
 */
export const ROLES = ['owner', 'registrar', 'editor', 'treasurer'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Whether an admin of `role` may use something meant for `needed`: owners pass every check. */
export const roleAllows = (role: Role, needed: Role): boolean => role === 'owner' || role === needed;

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', registrar: 'Registrar', editor: 'Editor', treasurer: 'Treasurer' };
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'everything, including accounts and the audit log',
  registrar: 'skaters, registrations, contact messages and e-mail',
  editor: 'public content: news, events, achievements, updates, gallery, breaking news and clubs',
  treasurer: 'fees, charges, payments, bank statements, receipts and the ledger',
};

export const ACCOUNT_NAME_MAX = 100;
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 200;
/** How long a set-password link works. */
export const SET_PASSWORD_LINK_HOURS = 48;

export const accountMessages = {
  heading: 'Accounts',
  forbidden: (role: Role) => `Your role (${role}) cannot do this.`,
  screenForbiddenHeading: 'Not for your role',
  screenForbidden: (role: Role) => `Your role (${role}) cannot use this screen. Pick one from the menu, or ask an owner.`,
  added: 'Account added. Give the new admin the link below to set a password; it works once, for 48 hours.',
  linkEmailed: 'The link was also e-mailed to them.',
  linkIssued: 'A new set-password link was made; the old one no longer works.',
  updated: 'Account updated.',
  removed: 'Account removed.',
  notFound: 'Account not found.',
  emailTaken: 'An account with this e-mail already exists.',
  lastOwner: 'The last owner cannot be removed, disabled or made another role. Make another account an owner first.',
  configured: 'This account comes from the site configuration (ADMIN_USERS) and cannot be changed in the browser.',
  configuredNote: 'Accounts from the site configuration (ADMIN_USERS) are owners and are changed there, not here.',
  noChange: 'Send a role or a status to change.',
  linkInvalid: 'This link is not valid. Ask an owner for a new one.',
  linkUsed: 'This link has already been used. Ask an owner for a new one.',
  linkExpired: 'This link has expired (links work for 48 hours). Ask an owner for a new one.',
  passwordSet: 'Your password is set. You can sign in now.',
  passwordChanged: 'Your password is changed. Your other sessions have ended.',
  wrongPassword: 'The current password is not correct.',
  passwordLocked: 'Too many wrong current passwords. Please wait 15 minutes and try again.',
  configuredPassword: 'This account comes from the site configuration (ADMIN_USERS): change its password hash there.',
  passwordsDiffer: 'The two passwords are not the same.',
  confirmRemove: (name: string) => `Remove the account of ${name}? They are signed out at once.`,
  confirmDisable: (name: string) => `Disable the account of ${name}? They are signed out at once.`,
  letterSubject: (site: string) => `Your admin account at ${site}`,
  letter: (name: string, site: string, link: string) =>
    `Hello ${name},\n\nAn admin account has been made for you at ${site}. Set your password with this link (it works once, for ${SET_PASSWORD_LINK_HOURS} hours):\n\n${link}\n\nIf you did not expect this, ignore this e-mail.`,
} as const;
