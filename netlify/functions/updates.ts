/**
 * Short updates: GET /api/updates and GET /api/updates/{id} (public; the one with its version as
 * ETag, which an admin's form reads again after a refused save), POST /api/updates, PUT and DELETE
 * /api/updates/{id} (editor).
 */
import { matchesSearch } from '#domain/common/search.ts';
import { updateMessages } from '#domain/content/update.ts';
import { updateRoutes } from '#domain/content/update.routes.ts';
import type { Update } from '#domain/content/update.schema.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { json, notFound } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { publicUpdates } from '#shared/publish/public-lists.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { readOne, removeOne } from '#shared/records/record-handlers.ts';
import { updates } from '#shared/collections/content.ts';
import { newId } from '#shared/store/index.ts';

/** An update by its text, which is public anyway. */
const updateAudit = namedAudit<Update>('updates', (update) => update.text);

const app = apiFunction()
  /** Newest first; `q` searches the text. */
  .on(updateRoutes.list, { versions: { records: updates } }, async (c) => {
    const query = c.req.valid('query');
    const { q } = query;
    const match = q === '' ? undefined : (item: Update) => matchesSearch(q, [item.text]);
    return pagedJson(c.req.raw, await listPage(publicUpdates(), query, match), { cache: 'public-short' });
  })
  .on(updateRoutes.add, { audit: updateAudit }, async (c) => {
    const input = c.req.valid('json');
    const record = await updates().insert({ _id: newId(), text: input.text, createdAt: new Date().toISOString() });
    requestRebuild(contextOf(c), 'update added');
    auditRecord(c.req.raw, record);
    return json(record, { status: 201 });
  })
  .on(updateRoutes.read, {}, async (c) => readOne(updates, 'Update')(c.req.raw, contextOf(c)))
  .on(updateRoutes.edit, { audit: updateAudit, versions: { records: updates } }, async (c) => {
    const { id } = c.req.valid('param');
    const { text } = c.req.valid('json');
    const record = await updates().update(id, (current) => ({ ...current, text }));
    if (!record) throw notFound('Update');
    requestRebuild(contextOf(c), 'update edited');
    auditRecord(c.req.raw, record);
    return json(record);
  })
  .on(updateRoutes.remove, { audit: updateAudit, versions: { records: updates } }, async (c) =>
    removeOne(updates, 'Update', { message: updateMessages.deleted, rebuild: 'update deleted' })(c.req.raw, contextOf(c)),
  );

export default serve(app);

export const config = { path: ['/api/updates', '/api/updates/:id'] };
