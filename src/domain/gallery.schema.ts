/** Gallery images: the stored record and the upload input. */
import { z } from 'zod';
import { idSchema } from './fields.schema.ts';
import { GALLERY_IMAGES_PER_UPLOAD_MAX } from './gallery.ts';

export const galleryImageSchema = z.object({ _id: idSchema, url: z.string(), createdAt: z.string() });
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryInputSchema = z.object({
  images: z
    .array(z.string({ error: 'Each image must be an image file' }).min(1, 'Each image must be an image file'), {
      error: 'Images are required',
    })
    .min(1, 'Choose at least one image')
    .max(GALLERY_IMAGES_PER_UPLOAD_MAX, `Upload at most ${GALLERY_IMAGES_PER_UPLOAD_MAX} images at a time`),
});
export type GalleryInput = z.input<typeof galleryInputSchema>;
