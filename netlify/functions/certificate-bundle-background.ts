/**
 * Background function (Netlify answers 202 at once and lets it run up to 15 minutes): makes the PDF
 * of all of a championship's certificates. Started only by POST /api/events/{id}/certificates/bundle,
 * which passes the job's token; a request without the token of a queued job does nothing. Not an
 * API route (Netlify's own address, no `config.path`): called without a session, by the server itself.
 */
import { z } from 'zod';
import { idSchema } from '#domain/common/fields.schema.ts';
import { runBundle } from '#shared/certificates/certificate-bundle.ts';
import { errorAnswer } from '#shared/platform/errors.ts';
import { assertSameOrigin, HttpError, json, readJson } from '#shared/platform/http.ts';

const jobSchema = z.object({ eventId: idSchema, token: z.string().min(1).max(200), origin: z.url().max(300) });

export default async (req: Request): Promise<Response> => {
  try {
    assertSameOrigin(req);
    if (req.method !== 'POST') throw new HttpError(405, `Method ${req.method} is not allowed here.`, undefined, { Allow: 'POST' });
    const ran = await runBundle(await readJson(req, jobSchema));
    return json({ message: ran ? 'Done.' : 'Nothing to do.' });
  } catch (error) {
    return errorAnswer(req, error);
  }
};
