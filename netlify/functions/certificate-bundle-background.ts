/**
 * Background function (Netlify answers 202 at once and lets it run up to 15 minutes): makes the PDF
 * of all of a championship's certificates. Started only by POST /api/events/{id}/certificates/bundle,
 * which passes the job's token; a request without the token of a queued job does nothing.
 */
import { z } from 'zod';
import { runBundle } from './_shared/certificates/certificate-bundle.ts';
import { publicRoute } from './_shared/security/access.ts';
import { unaudited } from './_shared/audit/audited.ts';
import { json, readJson } from './_shared/platform/http.ts';
import { byMethod, handle } from './_shared/platform/router.ts';
import { idSchema } from '#domain/common/fields.schema.ts';

const jobSchema = z.object({ eventId: idSchema, token: z.string().min(1).max(200), origin: z.url().max(300) });

// Public as a route, since Netlify calls it without a session; only a queued job's token makes it act.
export default handle(
  byMethod({
    POST: publicRoute(
      unaudited('the bundle job the audited request started, run without a session', async (req) => {
        const ran = await runBundle(await readJson(req, jobSchema));
        return json({ message: ran ? 'Done.' : 'Nothing to do.' });
      }),
    ),
  }),
);
