/**
 * One-time set-password links. The token names its account (`<id>.<random>`) so no lookup table
 * is needed; the account keeps only a SHA-256 of it, its expiry and when it was used, so a leaked
 * store holds no usable link, and a link works once: using it is a conditional write of the
 * account that marks it used.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { accountMessages, SET_PASSWORD_LINK_HOURS } from '#domain/committee/account.ts';
import type { Account } from '#domain/committee/account.schema.ts';
import { idSchema } from '#domain/common/fields.schema.ts';
import { newToken } from './cookies.ts';
import { HttpError } from '#shared/platform/http.ts';

export const SET_PASSWORD_PAGE = '/admin/set-password';

const digestOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new link for the account: the token (to hand out once) and what the account keeps of it. */
export const newLink = (req: Request, accountId: string, now = Date.now()): { url: string; link: NonNullable<Account['link']> } => {
  const token = `${accountId}.${newToken()}`;
  const url = `${new URL(req.url).origin}${SET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
  return { url, link: { digest: digestOf(token), expiresAt: new Date(now + SET_PASSWORD_LINK_HOURS * 3_600_000).toISOString() } };
};

/** The account id a token names, or a 400 for anything that cannot be one of our links. */
export const accountIdOfToken = (token: string): string => {
  const parsed = idSchema.safeParse(token.split('.')[0]);
  if (!parsed.success) throw new HttpError(400, accountMessages.linkInvalid);
  return parsed.data;
};

/** Throws the reason this token cannot set the account's password now (unknown, used, late). */
export const checkLink = (account: Account | undefined, token: string, now = Date.now()): void => {
  const link = account?.link;
  const given = Buffer.from(digestOf(token));
  if (!link || link.digest.length !== given.length || !timingSafeEqual(Buffer.from(link.digest), given)) {
    throw new HttpError(400, accountMessages.linkInvalid);
  }
  if (link.usedAt) throw new HttpError(410, accountMessages.linkUsed);
  if (Date.parse(link.expiresAt) <= now) throw new HttpError(410, accountMessages.linkExpired);
};
