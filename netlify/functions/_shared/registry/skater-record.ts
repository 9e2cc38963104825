/**
 * One skater profile as the registrar opens it: the record (written in the access log), its proof,
 * its access log and what deleting it would take with it. Reviewing it is review.ts.
 */
import { NotFound } from '#domain/common/errors.ts';
import { toAdminDetail } from '#domain/registry/skater-views.schema.ts';
import { proofDownload } from '#shared/media/proof-download.ts';
import { readImage } from '#shared/media/stored-images.ts';
import { json } from '#shared/platform/http.ts';
import { accessOf, logAccess } from '#shared/security/access-log.ts';
import { skaters } from '#shared/collections/registry.ts';
import { reviewable } from './review.ts';
import { countSkaterTraces } from './skater-removal.ts';

/** The profile in full (Aadhaar masked); the opening is logged. */
export const openProfile = async (req: Request, id: string): Promise<Response> => {
  const skater = await reviewable(id);
  await logAccess(req, 'record', { profileId: skater._id });
  return json(toAdminDetail(skater));
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
