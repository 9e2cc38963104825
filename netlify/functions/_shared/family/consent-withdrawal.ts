/**
 * Withdrawing consent from the family page (docs/rules.md#withdrawing-consent), one request: the
 * withdrawal is recorded on the profile (when, the address, the page's language), which takes the
 * skater out of every public list and page and the club desk's roster (their indexes read it),
 * turns club entries off, and puts a deletion request in the registrar's queue, who deletes the
 * profile as any deletion. Sent again, nothing changes: the record is written once, and the
 * deletion request is asked for again only when none is open (so one lost half-way is not lost).
 */
import { Conflict } from '#domain/common/errors.ts';
import { DEFAULT_LANG } from '#domain/i18n/languages.ts';
import { consentMessages } from '#domain/registry/consent-withdrawal.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { requestLanguage } from '#shared/mail/letter-language.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { skaters } from '#shared/collections/registry.ts';
import { receiveRequest } from './data-requests.ts';
import { childOfRequest } from './family-children.ts';

const askForDeletion = async (email: string, skater: Skater): Promise<void> => {
  try {
    await receiveRequest(email, skater, { kind: 'deletion', note: consentMessages.deletionNote });
  } catch (error) {
    // One is open already (asked for by the parent, or by this withdrawal sent before): it stands.
    if (!(error instanceof Conflict)) throw error;
  }
};

export const withdrawConsent = async (req: Request, context: RequestContext, now = new Date()): Promise<Response> => {
  const { email, skater } = childOfRequest(req);
  const earlier = skater.consentWithdrawal;
  let updated = skater;
  if (!earlier) {
    const withdrawal = { at: now.toISOString(), email, language: requestLanguage(req) ?? DEFAULT_LANG };
    updated =
      (await skaters().update(skater._id, (current) =>
        // Two sent at once: the first one written stands.
        current.consentWithdrawal
          ? current
          : { ...current, consentWithdrawal: withdrawal, clubMayEnter: false, clubMayEnterAt: withdrawal.at },
      )) ?? skater;
    // The built pages (profiles, the club's page) drop the skater with the next build.
    if (skater.status === 'approved') requestRebuild(context, 'consent withdrawn');
  }
  await askForDeletion(email, updated);
  const recorded = updated.consentWithdrawal;
  return json({
    message: earlier ? consentMessages.alreadyWithdrawn : consentMessages.withdrawn,
    withdrawal: { at: recorded?.at ?? now.toISOString(), language: recorded?.language ?? DEFAULT_LANG },
  });
};
