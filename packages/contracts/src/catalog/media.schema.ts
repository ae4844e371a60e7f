import { z } from 'zod';
import { formatIcu } from '../icu';
import { RULE_MESSAGES } from '../messages';

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

/** The product photos' texts (API catalogue `rules.media.`), the limits filled in. */
export const MEDIA_MESSAGES = {
  ...RULE_MESSAGES.media,
  tooLarge: formatIcu(RULE_MESSAGES.media.tooLarge, { megabytes: String(MEDIA_MAX_BYTES / 1024 / 1024) }),
  tooManyFiles: formatIcu(RULE_MESSAGES.media.tooManyFiles, { max: String(MEDIA_MAX_FILES) }),
};

/** PUT /api/{org}/products/{id}/media/order: the product's photo file names, first photo first. */
export const mediaOrderSchema = z.object({
  filenames: z.array(z.string().max(200), { error: MEDIA_MESSAGES.orderMismatch }).max(100, MEDIA_MESSAGES.orderMismatch),
});

/** POST /api/{org}/products/classify: a photo as base64 (a data: URL prefix is allowed). */
export const classifyRequestSchema = z.object({
  image: z.string({ error: RULE_MESSAGES.products.imageRequired }).min(1, RULE_MESSAGES.products.imageRequired),
});

export interface ClassifyReply {
  category: { name: string } | null;
  color: { name: string } | null;
  /** Why category is null (too few photographed examples), or what it rests on. */
  categoryReason: string | null;
  examples: number;
}
