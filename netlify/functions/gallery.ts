/**
 * Gallery: GET /api/gallery (public), POST /api/gallery {images: [data URLs]} (admin; creates one
 * record per image and answers them all) and DELETE /api/gallery/{id} (admin).
 */
import { galleryMessages } from '../../src/domain/gallery.ts';
import { galleryInputSchema, type GalleryImage } from '../../src/domain/gallery.schema.ts';
import { gallery } from './_shared/collections.ts';
import { byMethod, byPath, handle, json, readJson } from './_shared/http.ts';
import { publicGallery } from './_shared/public-views.ts';
import { requestRebuild } from './_shared/rebuild.ts';
import { publicImages, removeOne } from './_shared/record-handlers.ts';
import { checkImages, storeWithImages, type CheckedImages } from './_shared/record-images.ts';
import { requireAdmin } from './_shared/sessions.ts';
import { newId } from './_shared/store.ts';

export default handle(
  byPath({
    '/api/gallery': byMethod({
      GET: async () => json(await publicGallery(), { cache: 'public-short' }),
      POST: async (req, context) => {
        await requireAdmin(req);
        const { images } = await readJson(req, galleryInputSchema);
        // Every image is checked before the first one is stored: one bad file rejects the upload.
        const checked: CheckedImages<string> = {};
        for (const [index, value] of images.entries()) {
          const _id = newId();
          checked[_id] = (await checkImages(_id, { url: { value, label: `Image ${index + 1}`, required: true } })).url;
        }
        const createdAt = new Date().toISOString();
        const created = await storeWithImages(checked, async (urls) => {
          const records: GalleryImage[] = Object.entries(urls).map(([_id, url]) => ({ _id, url, createdAt }));
          // One write for the whole upload.
          return gallery().mutate((items) => ({ items: [...items, ...records], result: records }));
        });
        requestRebuild(context, 'gallery images added');
        return json(created, { status: 201 });
      },
    }),
    '/api/gallery/:id': byMethod({
      DELETE: removeOne(gallery, 'Image', {
        message: galleryMessages.deleted,
        rebuild: 'gallery image deleted',
        files: (item) => publicImages(item.url),
      }),
    }),
  }),
);

export const config = { path: ['/api/gallery', '/api/gallery/:id'] };
