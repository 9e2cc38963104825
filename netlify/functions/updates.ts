/**
 * Short updates: GET /api/updates and GET /api/updates/{id} (public; the one with its version as
 * ETag, which an admin's form reads again after a refused save), POST /api/updates, PUT and DELETE
 * /api/updates/{id} (admin).
 */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { updateMessages } from '../../src/domain/content/update.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { updateInputSchema, type Update } from '../../src/domain/content/update.schema.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { updates } from './_shared/store/collections.ts';
import { json, notFound, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { publicUpdates } from './_shared/publish/public-lists.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { readOne, removeOne } from './_shared/records/record-handlers.ts';
import { newId } from './_shared/store/index.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/** Newest first; `q` searches the text. */
const listUpdates: Handler = async (req) => {
  const query = readListQuery(req, listQuerySchema);
  const { q } = query;
  const match = q === '' ? undefined : (item: Update) => matchesSearch(q, [item.text]);
  return pagedJson(req, await listPage(publicUpdates(), query, match), { cache: 'public-short' });
};

/** An update by its text, which is public anyway. */
const updateAudit = namedAudit<Update>('updates', (update) => update.text);

export default handle(
  byPath({
    '/api/updates': byMethod({
      GET: publicRoute(listedWithVersions(updates, listUpdates)),
      POST: forRole(
        'editor',
        audited(updateAudit, async (req, context) => {
          const input = await readJson(req, updateInputSchema);
          const record = await updates().insert({ _id: newId(), text: input.text, createdAt: new Date().toISOString() });
          requestRebuild(context, 'update added');
          auditRecord(req, record);
          return json(record, { status: 201 });
        }),
      ),
    }),
    '/api/updates/:id': byMethod({
      GET: publicRoute(readOne(updates, 'Update')),
      PUT: forRole(
        'editor',
        audited(
          updateAudit,
          versioned(updates, async (req, context) => {
            const id = pathId(context, 'Update');
            const { text } = await readJson(req, updateInputSchema);
            const record = await updates().update(id, (current) => ({ ...current, text }));
            if (!record) throw notFound('Update');
            requestRebuild(context, 'update edited');
            auditRecord(req, record);
            return json(record);
          }),
        ),
      ),
      DELETE: forRole(
        'editor',
        audited(
          updateAudit,
          versioned(updates, removeOne(updates, 'Update', { message: updateMessages.deleted, rebuild: 'update deleted' })),
        ),
      ),
    }),
  }),
);

export const config = { path: ['/api/updates', '/api/updates/:id'] };
