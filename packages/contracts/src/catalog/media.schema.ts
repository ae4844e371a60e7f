import { z } from 'zod';

/** SPEC §3: product images live in the 'products' bucket as full_ and thumbnail_ files. */
export const PRODUCT_MEDIA_BUCKET = 'products';
/** SPEC §9: thumbnails fit in 300 × 300 px; served images may be cached for 3600 s. */
export const THUMBNAIL_MAX_PX = 300;
export const IMAGE_CACHE_SECONDS = 3600;
/** Upload limits: bytes per file, files per request, and decoded pixels (about 25 megapixels). */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;
export const MEDIA_MAX_FILES = 10;
export const MEDIA_MAX_PIXELS = 25_000_000;
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

export const MEDIA_MESSAGES = {
  noFiles: 'Choose at least one image to upload',
  unsupportedType: 'Images must be JPEG, PNG, WebP or HEIC',
  tooLarge: `Images must be at most ${MEDIA_MAX_BYTES / 1024 / 1024} MB`,
  tooManyPixels: 'Images must be at most 25 megapixels',
  tooManyFiles: `Upload at most ${MEDIA_MAX_FILES} images at a time`,
  undecodable: 'The image could not be read',
  mediaNotFound: 'Image not found',
  invalidLink: 'This image link is invalid or has expired',
  orderMismatch: "The new order must name each of the product's photos once",
} as const;

/** PUT /api/{org}/products/{id}/media/order: the product's photo file names, first photo first. */
export const mediaOrderSchema = z.object({
  filenames: z.array(z.string().max(200), { error: MEDIA_MESSAGES.orderMismatch }).max(100, MEDIA_MESSAGES.orderMismatch),
});

/** POST /api/{org}/products/classify: a photo as base64 (a data: URL prefix is allowed). */
export const classifyRequestSchema = z.object({
  image: z.string({ error: 'Image is required' }).min(1, 'Image is required'),
});

export interface ClassifyReply {
  category: { name: string } | null;
  color: { name: string } | null;
  /** Why category is null (too few photographed examples), or what it rests on. */
  categoryReason: string | null;
  examples: number;
}
