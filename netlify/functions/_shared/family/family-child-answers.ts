/** The family page's children: listed, renewed in one step, everything stored about one, and its identity proof. */
import { childDataPagePath } from '#domain/family/child-data-texts.ts';
import { familyMessages } from '#domain/family/family.ts';
import type { familyRenewSchema } from '#domain/family/family.schema.ts';
import type { z } from 'zod';
import { NotFound } from '#domain/common/errors.ts';
import { checkImages, readImage } from '#shared/media/stored-images.ts';
import { proofDownload } from '#shared/media/proof-download.ts';
import { json, type RequestContext } from '#shared/platform/http.ts';
import { mailParentLater } from '#shared/registry/parent-letters.ts';
import { renew } from '#shared/registry/renewal.ts';
import { requireFamily } from '#shared/security/sessions.ts';
import { childData } from './child-data.ts';
import { childOfRequest, childrenOf, childView } from './family-children.ts';

export const listChildren = async (req: Request): Promise<Response> => {
  const { email } = await requireFamily(req);
  const now = new Date();
  const children = (await childrenOf(email)).map((skater) => childView(skater, now)).sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return json({ email, children });
};

/** Nothing retyped: the number, date of birth and contact details are those on file; consent is given again. */
export const renewChild = async (
  req: Request,
  context: RequestContext,
  { consent: _consent, ...changes }: z.output<typeof familyRenewSchema>,
): Promise<Response> => {
  const { skater } = childOfRequest(req);
  const noPhoto = await checkImages(skater._id, { skaterPhoto: { value: '', label: 'Skater photo', visibility: 'personal' } });
  const renewed = await renew(skater, { registrationNo: skater.registrationNo ?? '', dob: skater.dob, ...changes }, noPhoto);
  mailParentLater(context, 'renewed', renewed, req);
  return json({ message: familyMessages.renewed, child: childView(renewed) });
};

export const download = async (req: Request): Promise<Response> => {
  const { skater } = childOfRequest(req);
  // The readable page is the site's own page now; an older link to the page this route wrote goes there.
  if (new URL(req.url).searchParams.get('format') === 'html') {
    return new Response(null, { status: 303, headers: { Location: childDataPagePath(skater._id), 'Cache-Control': 'private, no-store' } });
  }
  const name = `skater-data-${skater.registrationNo ?? skater._id}`;
  return json(await childData(skater), {
    headers: { 'Content-Disposition': `attachment; filename="${name}.json"` },
  });
};

export const proof = async (req: Request): Promise<Response> => {
  const { skater } = childOfRequest(req);
  const file = skater.fileKey !== '' ? await readImage(skater.fileKey, 'private') : null;
  if (!file) throw new NotFound('Identity proof');
  return proofDownload(file);
};
