/** Texts, limits and small rules of gallery without the schema library, so browser code can import them cheaply. */
export const GALLERY_IMAGES_PER_UPLOAD_MAX = 10;

export const galleryMessages = {
  title: 'Gallery',
  addHeading: 'Add Images',
  deleteHeading: 'Delete Images',
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
