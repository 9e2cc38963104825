/**
 * Every environment variable the functions read, read and checked in one place. Netlify exposes
 * them through `Netlify.env` in production; the local server and tests set `process.env`.
 */
import { z } from 'zod';
import { PROOF_RETENTION_DAYS } from '#config/rules.ts';
import { AUDIT_RETENTION_DAYS_DEFAULT } from '#domain/committee/audit.ts';
import { REQUEST_DAYS_DEFAULT } from '#domain/family/family.ts';

declare const Netlify: { env: { get(name: string): string | undefined } } | undefined;

const read = (name: string): string | undefined => {
  const fromNetlify = typeof Netlify === 'undefined' ? undefined : Netlify.env.get(name);
  const value = fromNetlify ?? process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
};

const positiveInt = (name: string, fallback: number): number => {
  const raw = read(name);
  if (raw === undefined) return fallback;
  const parsed = z.coerce.number().int().positive().safeParse(raw);
  if (!parsed.success) throw new Error(`Environment variable ${name} must be a positive whole number, got "${raw}"`);
  return parsed.data;
};

const optionalUrl = (name: string): string | undefined => {
  const raw = read(name);
  if (raw === undefined) return undefined;
  if (!URL.canParse(raw)) throw new Error(`Environment variable ${name} must be a URL, got a malformed value`);
  return raw;
};

/** A secret must be too long to guess: 32 characters or more (`openssl rand -base64 32` gives 44). */
const optionalSecret = (name: string): string | undefined => {
  const raw = read(name);
  if (raw === undefined) return undefined;
  if (raw.length < 32) throw new Error(`Environment variable ${name} must be at least 32 characters long`);
  return raw;
};

export interface Env {
  /** `name:hash` pairs, comma-separated (see scripts/hash-password.ts). */
  adminUsers: string | undefined;
  buildHookUrl: string | undefined;
  rebuildDebounceMs: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Where mail goes when SMTP is not configured (local development). */
  outboxDir: string;
  /** Who receives contact-form messages; the site configuration's e-mail when unset. */
  contactTo: string | undefined;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** Keys the client counters of the login throttle and form limits; a stored random one when unset. */
  clientKeySecret: string | undefined;
  /** Site-wide ceilings of accepted public-form writes per hour, from all clients together. */
  formsPerHour: { skater: number; registration: number; contact: number };
  /** Days an identity proof is kept after the profile's first approval. */
  proofRetentionDays: number;
  /** The site's public address (`SITE_URL`, else Netlify's `URL`): where certificates' QR codes point. */
  siteUrl: string | undefined;
  /** Netlify gives deployed functions a token to purge the CDN cache; there is none locally (and no CDN). */
  cdnPurgeToken: string | undefined;
  /** Audit log entries older than this many days are deleted by the daily sweep. */
  auditRetentionDays: number;
  /** Days the association gives itself to answer a parent's correction, deletion or access request. */
  requestDays: number;
  /** Letters the public forms send to one e-mail address per day (letter-quota.ts). */
  addressLettersDaily: number;
}

/** Read on each call (cheap) so tests and the local server can change variables between requests. */
export const env = (): Env => ({
  adminUsers: read('ADMIN_USERS'),
  buildHookUrl: optionalUrl('BUILD_HOOK_URL'),
  rebuildDebounceMs: positiveInt('REBUILD_DEBOUNCE_MS', 10_000),
  smtpUrl: optionalUrl('SMTP_URL'),
  mailFrom: read('MAIL_FROM'),
  outboxDir: read('MAIL_OUTBOX_DIR') ?? '.netlify/outbox',
  contactTo: read('CONTACT_EMAIL'),
  sessionIdleMinutes: positiveInt('SESSION_IDLE_MINUTES', 60),
  sessionMaxHours: positiveInt('SESSION_MAX_HOURS', 12),
  clientKeySecret: optionalSecret('CLIENT_KEY_SECRET'),
  formsPerHour: {
    skater: positiveInt('SKATER_FORMS_HOURLY', 200),
    registration: positiveInt('REGISTRATIONS_HOURLY', 500),
    contact: positiveInt('CONTACT_FORMS_HOURLY', 100),
  },
  proofRetentionDays: positiveInt('PROOF_RETENTION_DAYS', PROOF_RETENTION_DAYS),
  siteUrl: optionalUrl('SITE_URL') ?? optionalUrl('URL'),
  cdnPurgeToken: read('NETLIFY_PURGE_API_TOKEN'),
  auditRetentionDays: positiveInt('AUDIT_RETENTION_DAYS', AUDIT_RETENTION_DAYS_DEFAULT),
  requestDays: positiveInt('REQUEST_DAYS', REQUEST_DAYS_DEFAULT),
  addressLettersDaily: positiveInt('ADDRESS_LETTERS_DAILY', 10),
});
