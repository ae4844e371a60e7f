import { AppError, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_MESSAGES, THUMBNAIL_MAX_PX } from '@consign/contracts';
import sharp from 'sharp';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic';

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The type an upload really is, from its first bytes: never from its name or Content-Type. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12)))
    return 'image/heic';
  return null;
}

export interface PreparedImage {
  /** Re-encoded JPEG: metadata (EXIF, GPS) dropped, orientation applied, long side at most FULL_MAX_PX. */
  full: Buffer;
  thumbnail: Buffer;
  contentType: 'image/jpeg';
}

/** Phone photos are larger than any screen shows them; keeping the long side at 2048 px bounds storage. */
const FULL_MAX_PX = 2048;

/**
 * Checks the bytes and the declared dimensions before anything is decoded (a decompression bomb is refused
 * from its header), then re-encodes. Every refusal is a 400 with a clear message.
 */
export async function prepareProductImage(bytes: Buffer): Promise<PreparedImage> {
  await checkImageBytes(bytes);
  const input = () => sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' });
  try {
    const [full, thumbnail] = await Promise.all([
      input()
        .rotate()
        .resize(FULL_MAX_PX, FULL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
      input()
        .rotate()
        .resize(THUMBNAIL_MAX_PX, THUMBNAIL_MAX_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80 })
        .toBuffer(),
    ]);
    return { full, thumbnail, contentType: 'image/jpeg' };
  } catch {
    // Typically a HEIC photo coded with HEVC, which this server's image library does not decode.
    throw AppError.invalid(MEDIA_MESSAGES.undecodable);
  }
}

/** Type by magic bytes, byte size, and pixel count read from the header alone (nothing is decoded). */
export async function checkImageBytes(bytes: Buffer): Promise<void> {
  if (bytes.length > MEDIA_MAX_BYTES) throw AppError.invalid(MEDIA_MESSAGES.tooLarge);
  if (!sniffImageType(bytes)) throw AppError.invalid(MEDIA_MESSAGES.unsupportedType);
  // metadata() reads the header only; the pixel limit is ours to check here, and sharp's again on decode.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw AppError.invalid(MEDIA_MESSAGES.undecodable);
    });
  if (!meta.width || !meta.height) throw AppError.invalid(MEDIA_MESSAGES.undecodable);
  if (meta.width * meta.height > MEDIA_MAX_PIXELS) throw AppError.invalid(MEDIA_MESSAGES.tooManyPixels);
}
