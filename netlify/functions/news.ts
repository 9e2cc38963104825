/** News: GET /api/news and GET /api/news/{id} (public), POST /api/news, PUT and DELETE /api/news/{id} (admin). */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { newsMessages } from '../../src/domain/content/news.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { newsEditSchema, newsInputSchema, type News } from '../../src/domain/content/news.schema.ts';
import { matchesSearch } from '../../src/domain/common/search.ts';
import { news } from './_shared/store/collections.ts';
import { json, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { publicNews } from './_shared/publish/public-lists.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { editWithImages } from './_shared/records/record-edit.ts';
import { publicImages, readOne, removeOne } from './_shared/records/record-handlers.ts';
import { checkImages, storeWithImages } from './_shared/media/stored-images.ts';
import { newId } from './_shared/store/index.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/** Newest first; `q` searches the title and the text. */
const listNews: Handler = async (req) => {
  const query = readListQuery(req, listQuerySchema);
  const { q } = query;
  const match = q === '' ? undefined : (item: News) => matchesSearch(q, [item.title, item.description]);
  return pagedJson(req, await listPage(publicNews(), query, match), { cache: 'public-short' });
};

/** A news item by its title, which is public anyway. */
const newsAudit = namedAudit<News>('news', (item) => item.title);

export default handle(
  byPath({
    '/api/news': byMethod({
      GET: publicRoute(listedWithVersions(news, listNews)),
      POST: forRole(
        'editor',
        audited(newsAudit, async (req, context) => {
          const input = await readJson(req, newsInputSchema);
          const _id = newId();
          const images = await checkImages(_id, { image: { value: input.image, label: 'Image' } });
          const record = await storeWithImages(images, (stored) =>
            news().insert({ ...input, ...stored, _id, createdAt: new Date().toISOString() } satisfies News),
          );
          requestRebuild(context, 'news added');
          auditRecord(req, record);
          return json(record, { status: 201 });
        }),
      ),
    }),
    '/api/news/:id': byMethod({
      // Not in the original API, but a news item is public and a detail read costs nothing.
      GET: publicRoute(readOne(news, 'News item')),
      PUT: forRole(
        'editor',
        audited(
          newsAudit,
          versioned(news, async (req, context) => {
            const id = pathId(context, 'News item');
            const { image, ...fields } = await readJson(req, newsEditSchema);
            const record = await editWithImages(news, id, 'News item', { image: { value: image, label: 'Image' } }, (current) => ({
              ...current,
              ...fields,
            }));
            requestRebuild(context, 'news updated');
            auditRecord(req, record);
            return json(record);
          }),
        ),
      ),
      DELETE: forRole(
        'editor',
        audited(
          newsAudit,
          versioned(
            news,
            removeOne(news, 'News item', {
              message: newsMessages.deleted,
              rebuild: 'news deleted',
              files: (item) => publicImages(item.image),
            }),
          ),
        ),
      ),
    }),
  }),
);

export const config = { path: ['/api/news', '/api/news/:id'] };
