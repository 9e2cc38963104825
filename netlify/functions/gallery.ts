/**
 * Gallery: GET /api/gallery and GET /api/gallery/{id} (public; the one with its version as ETag,
 * which an admin's form reads again after a refused save), POST /api/gallery {images: [data URLs], alt?, caption?}
 * (editor; creates one record per image, each with that alt text and caption, and answers them
 * all), PATCH /api/gallery/{id} {alt?, caption?} (editor; the image's texts) and DELETE
 * /api/gallery/{id} (editor).
 */
import { galleryMessages } from '#domain/content/gallery.ts';
import { galleryRoutes } from '#domain/content/gallery.routes.ts';
import type { GalleryImage } from '#domain/content/gallery.schema.ts';
import { auditRecord, namedAudit } from '#shared/audit/audited.ts';
import { checkImages, storeWithImages, type CheckedImages } from '#shared/media/stored-images.ts';
import { json, notFound } from '#shared/platform/http.ts';
import { apiFunction, contextOf, serve } from '#shared/platform/hono/app.ts';
import { listPage, pagedJson } from '#shared/platform/paged-lists.ts';
import { publicGallery } from '#shared/publish/public-lists.ts';
import { requestRebuild } from '#shared/publish/rebuild.ts';
import { publicImages, readOne, removeOne } from '#shared/records/record-handlers.ts';
import { gallery } from '#shared/collections/content.ts';
import { inParallel, newId } from '#shared/store/index.ts';

/** An image by its caption, or its description when it has none: both public. */
const galleryAudit = namedAudit<GalleryImage>('gallery', (image) => image.caption || image.alt);

const app = apiFunction()
  /** Newest first (images have no text to search). */
  .on(galleryRoutes.list, { versions: { records: gallery } }, async (c) =>
    pagedJson(c.req.raw, await listPage(publicGallery(), c.req.valid('query')), { cache: 'public-short' }),
  )
  .on(galleryRoutes.upload, { audit: galleryAudit }, async (c) => {
    const { images, alt, caption } = c.req.valid('json');
    // Every image is checked before the first one is stored: one bad file rejects the upload.
    const checked: CheckedImages<string> = {};
    for (const [index, value] of images.entries()) {
      const _id = newId();
      checked[_id] = (await checkImages(_id, { url: { value, label: `Image ${index + 1}`, required: true } })).url;
    }
    const createdAt = new Date().toISOString();
    const created = await storeWithImages(checked, async (urls) => {
      const records: GalleryImage[] = Object.entries(urls).map(([_id, url]) => ({ _id, url, alt, caption, createdAt }));
      try {
        return await inParallel(records, records.length, (record) => gallery().insert(record));
      } catch (error) {
        // All or nothing: the images already listed leave again (their files go with the failure).
        await Promise.allSettled(records.map((record) => gallery().remove(record._id)));
        throw error;
      }
    });
    requestRebuild(contextOf(c), 'gallery images added');
    for (const image of created) auditRecord(c.req.raw, image);
    return json(created, { status: 201 });
  })
  .on(galleryRoutes.read, {}, async (c) => readOne(gallery, 'Image')(c.req.raw, contextOf(c)))
  .on(galleryRoutes.edit, { audit: galleryAudit, versions: { records: gallery } }, async (c) => {
    const { id } = c.req.valid('param');
    const edit = c.req.valid('json');
    const record = await gallery().update(id, (current) => ({
      ...current,
      ...(edit.alt === undefined ? {} : { alt: edit.alt }),
      ...(edit.caption === undefined ? {} : { caption: edit.caption }),
    }));
    if (!record) throw notFound('Image');
    requestRebuild(contextOf(c), 'gallery image updated');
    auditRecord(c.req.raw, record);
    return json(record);
  })
  .on(galleryRoutes.remove, { audit: galleryAudit, versions: { records: gallery } }, async (c) =>
    removeOne(gallery, 'Image', {
      message: galleryMessages.deleted,
      rebuild: 'gallery image deleted',
      files: (item) => publicImages(item.url),
    })(c.req.raw, contextOf(c)),
  );

export default serve(app);

export const config = { path: ['/api/gallery', '/api/gallery/:id'] };
