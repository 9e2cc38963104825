/** Texts, limits and small rules of gallery without the schema library, so browser code can import them cheaply. */
import { site } from '#config/site.ts';

export const GALLERY_IMAGES_PER_UPLOAD_MAX = 10;
/** Screen readers read alt text whole: a short description serves better than a paragraph. */
export const GALLERY_ALT_MAX = 150;
export const GALLERY_CAPTION_MAX = 200;
/**
 * The alt text of an image nobody described (and of images uploaded before alt texts existed):
 * it says what the picture is part of, where a file name ("IMG_2041.jpg") would say nothing.
 */
export const GALLERY_ALT_DEFAULT = `${site.shortName} gallery photo`;

export const galleryMessages = {
  title: 'Gallery',
  addHeading: 'Add Images',
  listHeading: 'All Images',
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
  altLabel: 'Alt text (describe the photo for people who cannot see it)',
  altHint: `Say who or what is in the photo, e.g. "Under-11 girls on the podium at the district championship". Left empty, it reads "${GALLERY_ALT_DEFAULT}".`,
  captionLabel: 'Caption (optional)',
  captionHint: 'Shown under the photo when it is opened.',
  editHeading: 'Edit Image',
  edit: 'Edit',
  updated: 'Image updated successfully!',
  updateFailed: 'Failed to update the image. Please try again.',
  updateError: 'Error updating the image. Please try again.',
  nothingToChange: 'Send an alt text or a caption to change',
} as const;
