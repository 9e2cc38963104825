/**
 * A skater profile coming in: the registration form, and the parent's links and look-ups after it.
 * A public submission waits for the parent to confirm the address typed (address-confirmation.ts):
 * it is `unverified`, with a reference for the parent's look-ups, and only the link goes out. A
 * parent signed in on the family page who gives their own address has confirmed it already: the
 * registration is pending at once. A signed-in admin's (who has the skater and the proof in front
 * of them) is approved and numbered at once.
 */
import { currentSeason } from '#config/rules.ts';
import { skaterMessages } from '#domain/registry/skater.ts';
import type { Skater, skaterInputSchema, statusLookupSchema } from '#domain/registry/skater.schema.ts';
import { formatReference, registryMessages } from '#domain/registry/skater-registry.ts';
import type { z } from 'zod';
import { auditRecord } from '#shared/audit/audited.ts';
import { chargeRegistration } from '#shared/fees/charges.ts';
import { checkImages, storeWithImages } from '#shared/media/stored-images.ts';
import type { RequestContext } from '#shared/platform/http.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import type { Submission } from '#shared/security/public-form-limits.ts';
import { currentFamily, sessionAllows } from '#shared/security/sessions.ts';
import { skaters } from '#shared/collections/registry.ts';
import { newId } from '#shared/store/index.ts';
import { familyConsent, mailConfirmationLater, newVerification } from './address-confirmation.ts';
import { DEFAULT_LANG } from '#domain/i18n/languages.ts';
import { requestLanguage } from '#shared/mail/letter-language.ts';
import { mailParentLater } from './parent-letters.ts';
import { claimReference, releaseKeys } from './registry-keys.ts';
import { claimRegistrationNo } from './review.ts';
import { findByReference, findByRegistrationNo, statusView } from './renewal.ts';

/** Stores the form's profile and answers what the form's success screen shows (201). */
export const addSkater = async (
  req: Request,
  context: RequestContext,
  form: z.output<typeof skaterInputSchema>,
  submission: Submission,
) => {
  const byAdmin = await sessionAllows(req, 'registrar');
  const family = byAdmin ? undefined : await currentFamily(req);
  const { website: _honeypot, consent: _consent, skaterPhoto, fileUrl, ...input } = form;
  const _id = newId();
  const files = await checkImages(_id, {
    skaterPhoto: { value: skaterPhoto, label: 'Skater photo', visibility: 'personal', required: true },
    fileKey: { value: fileUrl, label: 'Identity proof', visibility: 'private', required: true, acceptsPdf: true },
  });
  await submission.admit();
  await submission.accept();
  const now = new Date();
  const at = now.toISOString();
  const season = currentSeason(now);
  const reference = await claimReference(_id);
  const approval = byAdmin ? { status: 'approved' as const, registrationNo: await claimRegistrationNo(_id, season), approvedAt: at } : {};
  const confirmed = family !== undefined && family.email.toLowerCase() === input.email.toLowerCase();
  // The consent record keeps the language of the page the consent box was ticked on.
  const language = requestLanguage(req) ?? DEFAULT_LANG;
  const link = byAdmin || confirmed ? undefined : newVerification(_id, now.getTime(), language);
  const consent = confirmed ? { consent: familyConsent(family.email, at, language) } : {};
  const record = await storeWithImages(files, (stored) =>
    skaters().insert({
      ...input,
      ...stored,
      _id,
      consentAt: at,
      createdAt: at,
      status: link ? 'unverified' : 'pending',
      season,
      reference,
      dobChanges: [],
      ...(link ? { verification: link.verification } : {}),
      ...consent,
      ...approval,
    } satisfies Skater),
  ).catch(async (error: unknown) => {
    await releaseKeys({ _id, reference, ...approval } as Skater).catch(() => undefined);
    throw error;
  });
  // A registration waiting for its address to be confirmed owes nothing yet (it may never reach the association).
  if (!link) await chargeRegistration(record, false, now);
  if (byAdmin) requestRebuild(context, 'skater profile added');
  if (link) mailConfirmationLater(req, context, record, link.token);
  // A registrar's page is not the parent's: only a parent's own request sets the letter's language.
  else mailParentLater(context, byAdmin ? 'approved' : 'submitted', record, byAdmin ? undefined : req);
  // Added by an admin is approved at once: both are in the log.
  auditRecord(req, record, 'create');
  if (byAdmin) auditRecord(req, record, 'approve');
  const next = link ? registryMessages.confirmAddressSent : confirmed ? registryMessages.addressAlreadyConfirmed : undefined;
  return {
    message: skaterMessages.added,
    _id,
    reference: formatReference(reference),
    ...(next ? { next, confirmByEmail: link !== undefined } : {}),
    // Only the browser that sent the form gets it: its success screen sends the link again with it.
    ...(link ? { sentTo: record.email, againKey: link.againKey } : {}),
  };
};

/** The parent's status look-up: every look-up counts against the client's allowance, found or not. */
export const lookUpStatus = async ({ reference, dob }: z.output<typeof statusLookupSchema>) => {
  const skater =
    reference.kind === 'registrationNo'
      ? await findByRegistrationNo(reference.value, dob, registryMessages.statusNotFound)
      : await findByReference(reference.value, dob);
  return statusView(skater);
};
