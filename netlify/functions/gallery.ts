/**
 * Gallery: GET /api/gallery and GET /api/gallery/{id} (public; the one with its version as ETag,
 * which an admin's form reads again after a refused save), POST /api/gallery {images: [data URLs], alt?, caption?}
 * (admin; creates one record per image, each with that alt text and caption, and answers them
 * all), PATCH /api/gallery/{id} {alt?, caption?} (admin; the image's texts) and DELETE
 * /api/gallery/{id} (admin).
 */
import { forRole, publicRoute } from './_shared/security/access.ts';
import { auditRecord, audited, namedAudit } from './_shared/audit/audited.ts';
import { galleryMessages } from '../../src/domain/content/gallery.ts';
import { galleryEditSchema, galleryInputSchema, type GalleryImage } from '../../src/domain/content/gallery.schema.ts';
import { listQuerySchema } from '../../src/domain/common/list-query.schema.ts';
import { gallery } from './_shared/store/collections.ts';
import { json, notFound, readJson, type Handler } from './_shared/platform/http.ts';
import { byMethod, byPath, handle, pathId } from './_shared/platform/router.ts';
import { listPage, pagedJson, readListQuery } from './_shared/platform/paged-lists.ts';
import { publicGallery } from './_shared/publish/public-lists.ts';
import { requestRebuild } from './_shared/publish/rebuild.ts';
import { publicImages, readOne, removeOne } from './_shared/records/record-handlers.ts';
import { checkImages, storeWithImages, type CheckedImages } from './_shared/media/stored-images.ts';
import { inParallel, newId } from './_shared/store/index.ts';
import { listedWithVersions, versioned } from './_shared/records/versioned.ts';

/** Newest first (images have no text to search). */
const listImages: Handler = async (req) => {
  const query = readListQuery(req, listQuerySchema);
  return pagedJson(req, await listPage(publicGallery(), query), { cache: 'public-short' });
};

/** An image by its caption, or its description when it has none: both public. */
const galleryAudit = namedAudit<GalleryImage>('gallery', (image) => image.caption || image.alt);

export default handle(
  byPath({
    '/api/gallery': byMethod({
      GET: publicRoute(listedWithVersions(gallery, listImages)),
      POST: forRole(
        'editor',
        audited(galleryAudit, async (req, context) => {
          const { images, alt, caption } = await readJson(req, galleryInputSchema);
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
          requestRebuild(context, 'gallery images added');
          for (const image of created) auditRecord(req, image);
          return json(created, { status: 201 });
        }),
      ),
    }),
    '/api/gallery/:id': byMethod({
      GET: publicRoute(readOne(gallery, 'Image')),
      PATCH: forRole(
        'editor',
        audited(
          galleryAudit,
          versioned(gallery, async (req, context) => {
            const id = pathId(context, 'Image');
            const edit = await readJson(req, galleryEditSchema);
            const record = await gallery().update(id, (current) => ({
              ...current,
              ...(edit.alt === undefined ? {} : { alt: edit.alt }),
              ...(edit.caption === undefined ? {} : { caption: edit.caption }),
            }));
            if (!record) throw notFound('Image');
            requestRebuild(context, 'gallery image updated');
            auditRecord(req, record);
            return json(record);
          }),
        ),
      ),
      DELETE: forRole(
        'editor',
        audited(
          galleryAudit,
          versioned(
            gallery,
            removeOne(gallery, 'Image', {
              message: galleryMessages.deleted,
              rebuild: 'gallery image deleted',
              files: (item) => publicImages(item.url),
            }),
          ),
        ),
      ),
    }),
  }),
);

export const config = { path: ['/api/gallery', '/api/gallery/:id'] };
