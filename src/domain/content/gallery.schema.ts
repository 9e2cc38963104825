/** Gallery images: the stored record, the upload input and the edit of an image's texts. */
import { z } from 'zod';
import { idSchema, optionalText } from '#domain/common/fields.schema.ts';
import { GALLERY_ALT_DEFAULT, GALLERY_ALT_MAX, GALLERY_CAPTION_MAX, GALLERY_IMAGES_PER_UPLOAD_MAX, galleryMessages } from './gallery.ts';

/** Images stored before they had texts read with the default alt text and no caption. */
export const galleryImageSchema = z.object({
  _id: idSchema,
  url: z.string(),
  alt: z.string().default(GALLERY_ALT_DEFAULT),
  caption: z.string().default(''),
  createdAt: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** Empty (or left out) means nobody described the photo: it gets the default, never a file name. */
const altText = optionalText('Alt text', GALLERY_ALT_MAX).transform((value) => value || GALLERY_ALT_DEFAULT);
const caption = optionalText('Caption', GALLERY_CAPTION_MAX);

/** One upload: its images, with one alt text and caption for all of them (the admin screen sends one image at a time). */
export const galleryInputSchema = z.object({
  images: z
    .array(z.string({ error: 'Each image must be an image file' }).min(1, 'Each image must be an image file'), {
      error: 'Images are required',
    })
    .min(1, 'Choose at least one image')
    .max(GALLERY_IMAGES_PER_UPLOAD_MAX, `Upload at most ${GALLERY_IMAGES_PER_UPLOAD_MAX} images at a time`),
  alt: altText,
  caption,
});
export type GalleryInput = z.input<typeof galleryInputSchema>;

/** An edit of an image's texts: a field left out keeps its text; at least one must be sent. */
export const galleryEditSchema = z
  .object({ alt: altText.optional(), caption: caption.optional() })
  .refine((edit) => edit.alt !== undefined || edit.caption !== undefined, galleryMessages.nothingToChange);
export type GalleryEdit = z.input<typeof galleryEditSchema>;
