/** Short updates: GET /api/updates (public), POST /api/updates and DELETE /api/updates/{id} (admin). */
import { updateMessages } from '../../src/domain/update.ts';
import { updateInputSchema } from '../../src/domain/update.schema.ts';
import { updates } from './_shared/collections.ts';
import { byMethod, byPath, handle, json, readJson } from './_shared/http.ts';
import { publicUpdates } from './_shared/public-views.ts';
import { requestRebuild } from './_shared/rebuild.ts';
import { removeOne } from './_shared/record-handlers.ts';
import { requireAdmin } from './_shared/sessions.ts';
import { newId } from './_shared/store.ts';

export default handle(
  byPath({
    '/api/updates': byMethod({
      GET: async () => json(await publicUpdates(), { cache: 'public-short' }),
      POST: async (req, context) => {
        await requireAdmin(req);
        const input = await readJson(req, updateInputSchema);
        const record = await updates().insert({ _id: newId(), text: input.text, createdAt: new Date().toISOString() });
        requestRebuild(context, 'update added');
        return json(record, { status: 201 });
      },
    }),
    '/api/updates/:id': byMethod({
      DELETE: removeOne(updates, 'Update', { message: updateMessages.deleted, rebuild: 'update deleted' }),
    }),
  }),
);

export const config = { path: ['/api/updates', '/api/updates/:id'] };
