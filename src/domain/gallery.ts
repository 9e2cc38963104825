/** Gallery images (seed §3, §5, §8). */
import { z } from 'zod';
import { idSchema } from './fields.ts';

/** Images per upload request: each is up to 4 MB and a request carries at most 6 MB. */
export const GALLERY_IMAGES_PER_REQUEST = 1;
export const GALLERY_IMAGES_PER_UPLOAD_MAX = 10;

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

export const galleryMessages = {
  publicLoadFailed: 'Failed to load images. Please check the console for details.',
  adminLoadFailed: 'Failed to load images. Please try again later.',
  posted: 'Images successfully posted!!!',
  saveFailed: 'Failed to save the images. Please try again.',
  saveError: 'Error saving the images. Please try again.',
  deleted: 'Image deleted successfully',
  deleteFailed: 'Failed to delete image. Please try again.',
  broken: 'Image failed to load',
  empty: 'No images available to delete.',
  confirmDelete: 'Are you sure you want to delete this image?',
} as const;
