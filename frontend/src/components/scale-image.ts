/** Classification needs a small picture; a phone photo (3000×4000, 2–4 MB) is scaled to this long side first. */
export const CLASSIFY_MAX_SIDE = 1024;
export const JPEG_QUALITY = 0.85;

/** The size that fits `maxSide` on the long side, keeping the aspect ratio; never larger than the original. */
export function scaledSize(width: number, height: number, maxSide: number): { width: number; height: number } {
  const factor = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/**
 * The photo as a JPEG of at most `maxSide` pixels on its long side, upright as the camera meant it (EXIF
 * orientation applied). A format the browser cannot decode is returned as it is.
 */
export async function scaleImage(photo: Blob, maxSide = CLASSIFY_MAX_SIDE, quality = JPEG_QUALITY): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return photo;
  }
  const size = scaledSize(bitmap.width, bitmap.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob ?? photo), 'image/jpeg', quality));
}
