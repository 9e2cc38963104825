/**
 * One skater profile as the registrar handles it: opened (written in the access log), reviewed
 * (approved, rejected with a reason, or corrected), its proof, its access log and what deleting it
 * would take with it.
 */
import { NotFound } from '#domain/common/errors.ts';
import { skaterCorrectionSchema, skaterDecisionSchema, type Skater } from '#domain/registry/skater.schema.ts';
import { registryMessages } from '#domain/registry/skater-registry.ts';
import { toAdminDetail } from '#domain/registry/skater-views.schema.ts';
import { auditRecord } from '#shared/audit/audited.ts';
import { proofDownload } from '#shared/media/proof-download.ts';
import { readImage } from '#shared/media/stored-images.ts';
import { json, parseWith, type RequestContext } from '#shared/platform/http.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { accessOf, logAccess } from '#shared/security/access-log.ts';
import { skaters } from '#shared/collections/registry.ts';
import { mailParent } from './parent-letters.ts';
import { correct, decide } from './review.ts';
import { countSkaterTraces } from './skater-removal.ts';

/** A registration the parent has not confirmed is not the registrar's: to them it does not exist yet. */
export const reviewable = async (id: string): Promise<Skater> => {
  const skater = await skaters().get(id);
  if (!skater || skater.status === 'unverified') throw new NotFound('Skater profile');
  return skater;
};

/** The profile in full (Aadhaar masked); the opening is logged. */
export const openProfile = async (req: Request, id: string): Promise<Response> => {
  const skater = await reviewable(id);
  await logAccess(req, 'record', { profileId: skater._id });
  return json(toAdminDetail(skater));
};

/** Approve, reject with a reason, or correct: a body with `status` is a decision, any other a correction. */
export const reviewProfile = async (
  req: Request,
  context: RequestContext,
  id: string,
  body: Record<string, unknown>,
): Promise<Response> => {
  await reviewable(id);
  if (Object.hasOwn(body, 'status')) {
    const decision = parseWith(skaterDecisionSchema, body);
    const { skater, letter } = await decide(id, decision);
    requestRebuild(context, 'skater profile reviewed');
    const mail = letter ? await mailParent(letter, skater) : undefined;
    const profile = (await skaters().get(id)) ?? skater;
    const message = decision.status === 'approved' ? registryMessages.approved : registryMessages.rejected;
    auditRecord(req, profile, decision.status === 'approved' ? 'approve' : 'reject');
    return json({ message, profile: toAdminDetail(profile), ...(mail ? { mail } : {}) });
  }
  const skater = await correct(id, parseWith(skaterCorrectionSchema, body));
  if (skater.status === 'approved') requestRebuild(context, 'skater profile corrected');
  auditRecord(req, skater, 'edit');
  return json({ message: registryMessages.updated, profile: toAdminDetail(skater) });
};

/** The identity proof as a download, never cached; the opening is logged. */
export const proofOf = async (req: Request, id: string): Promise<Response> => {
  const skater = await reviewable(id);
  await logAccess(req, 'proof', { profileId: skater._id });
  const proof = skater.fileKey !== '' ? await readImage(skater.fileKey, 'private') : null;
  if (!proof) throw new NotFound('Identity proof');
  return proofDownload(proof);
};

/** Owners: who opened this profile's record or proof, and when, newest first ({entries, total}, paged). */
export const accessLogOf = async (id: string, { page, pageSize }: { page: number; pageSize: number }): Promise<Response> => {
  if (!(await skaters().get(id))) throw new NotFound('Skater profile');
  const { items, total } = await accessOf(id, (page - 1) * pageSize, pageSize);
  return json({ entries: items, total, page, pageSize }, { headers: { 'Cache-Control': 'private, no-store' } });
};

/** What deleting the profile takes with it, counted for the admin's confirmation. */
export const deletionCounts = async (id: string): Promise<Response> => {
  if (!(await skaters().get(id))) throw new NotFound('Skater profile');
  return json(await countSkaterTraces(id));
};
