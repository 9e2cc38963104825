/**
 * Ordinary phone photos must just work (docs/rules.md#images). Before upload the browser scales a large photo
 * down (longest side at most `maxSide` pixels) and re-encodes it as JPEG (WebP when the photo has
 * transparency would be larger; PNG/GIF small enough are kept as they are). Answers a data URL.
 */
import { IMAGE_TYPES, imageMessages, MAX_IMAGE_BYTES } from '#domain/common/images.ts';

export const DEFAULT_MAX_SIDE = 1600;
/** Files already this small and of an accepted type are sent untouched (keeps GIF animation). */
const KEEP_AS_IS_BYTES = 300 * 1024;

const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });

export class ImageFileError extends Error {}

export const scaleImageFile = async (file: File, maxSide = DEFAULT_MAX_SIDE): Promise<string> => {
  if (!(file.type in IMAGE_TYPES)) throw new ImageFileError(imageMessages.wrongType);
  if (file.size <= KEEP_AS_IS_BYTES) return readAsDataUrl(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageFileError(imageMessages.unreadable);
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new ImageFileError(imageMessages.cannotPrepare);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.55]) {
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (blob && blob.size <= MAX_IMAGE_BYTES) return readAsDataUrl(blob);
  }
  throw new ImageFileError(imageMessages.tooLarge);
};
