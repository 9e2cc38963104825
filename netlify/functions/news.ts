/** News: GET /api/news and GET /api/news/{id} (public), POST /api/news, PUT and DELETE /api/news/{id} (editor). */
import { matchesSearch } from '#domain/common/search.ts';
import { newsMessages } from '#domain/content/news.ts';
import { newsRoutes } from '#domain/content/news.routes.ts';
import type { News } from '#domain/content/news.schema.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { checkImages, storeWithImages } from '#shared/media/stored-images.ts';
import { json } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { publicNews } from '#shared/publish/public-lists.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { editWithImages } from '#shared/records/record-edit.ts';
import { publicImages, readOne, removeOne } from '#shared/records/record-handlers.ts';
import { news } from '#shared/collections/content.ts';
import { newId } from '#shared/store/index.ts';

/** A news item by its title, which is public anyway. */
const newsAudit = namedAudit<News>('news', (item) => item.title);

const app = apiFunction()
  /** Newest first; `q` searches the title and the text. */
  .on(newsRoutes.list, { versions: { records: news } }, async (c) => {
    const query = c.req.valid('query');
    const { q } = query;
    const match = q === '' ? undefined : (item: News) => matchesSearch(q, [item.title, item.description]);
    return pagedJson(c.req.raw, await listPage(publicNews(), query, match), { cache: 'public-short' });
  })
  .on(newsRoutes.add, { audit: newsAudit }, async (c) => {
    const input = c.req.valid('json');
    const _id = newId();
    const images = await checkImages(_id, { image: { value: input.image, label: 'Image' } });
    const record = await storeWithImages(images, (stored) =>
      news().insert({ ...input, ...stored, _id, createdAt: new Date().toISOString() } satisfies News),
    );
    requestRebuild(contextOf(c), 'news added');
    auditRecord(c.req.raw, record);
    return json(record, { status: 201 });
  })
  // Not in the original API, but a news item is public and a detail read costs nothing.
  .on(newsRoutes.read, {}, async (c) => readOne(news, 'News item')(c.req.raw, contextOf(c)))
  .on(newsRoutes.edit, { audit: newsAudit, versions: { records: news } }, async (c) => {
    const { id } = c.req.valid('param');
    const { image, ...fields } = c.req.valid('json');
    const record = await editWithImages(news, id, 'News item', { image: { value: image, label: 'Image' } }, (current) => ({
      ...current,
      ...fields,
    }));
    requestRebuild(contextOf(c), 'news updated');
    auditRecord(c.req.raw, record);
    return json(record);
  })
  .on(newsRoutes.remove, { audit: newsAudit, versions: { records: news } }, async (c) =>
    removeOne(news, 'News item', {
      message: newsMessages.deleted,
      rebuild: 'news deleted',
      files: (item) => publicImages(item.image),
    })(c.req.raw, contextOf(c)),
  );

export default serve(app);

export const config = { path: ['/api/news', '/api/news/:id'] };
