/** News: GET /api/news (public), POST /api/news and DELETE /api/news/{id} (admin). */
import { newsMessages } from '../../src/domain/news.ts';
import { newsInputSchema, type News } from '../../src/domain/news.schema.ts';
import { news } from './_shared/collections.ts';
import { byMethod, byPath, handle, json, readJson } from './_shared/http.ts';
import { publicNews } from './_shared/public-views.ts';
import { requestRebuild } from './_shared/rebuild.ts';
import { publicImages, readOne, removeOne } from './_shared/record-handlers.ts';
import { checkImages, storeWithImages } from './_shared/record-images.ts';
import { requireAdmin } from './_shared/sessions.ts';
import { newId } from './_shared/store.ts';

export default handle(
  byPath({
    '/api/news': byMethod({
      GET: async () => json(await publicNews(), { cache: 'public-short' }),
      POST: async (req, context) => {
        await requireAdmin(req);
        const input = await readJson(req, newsInputSchema);
        const _id = newId();
        const images = await checkImages(_id, { image: { value: input.image, label: 'Image' } });
        const record = await storeWithImages(images, (stored) =>
          news().insert({ ...input, ...stored, _id, createdAt: new Date().toISOString() } satisfies News),
        );
        requestRebuild(context, 'news added');
        return json(record, { status: 201 });
      },
    }),
    '/api/news/:id': byMethod({
      // Not in the original API, but a news item is public and a detail read costs nothing.
      GET: readOne(news, 'News item'),
      DELETE: removeOne(news, 'News item', {
        message: newsMessages.deleted,
        rebuild: 'news deleted',
        files: (item) => publicImages(item.image),
      }),
    }),
  }),
);

export const config = { path: ['/api/news', '/api/news/:id'] };
