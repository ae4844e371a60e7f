import { AppError, MESSAGES, classifyRequestSchema, type ClassifyReply, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, type AccessClaims, type Db } from '@consign/kit';
import { labelledEmbeddings } from '../db/embeddings.repo';
import { dominantGarmentColor, nearestColor } from '../domain/garment-color';
import { classifyByNeighbours, type ImageEmbedder } from '../domain/image-embedding';
import { checkImageBytes } from '../domain/product-image';
import { readProductConfig } from './product-options';

/**
 * A character base64 (or base64url) never holds. Searched for, rather than matching the whole payload with
 * /^[…]+={0,2}$/: on a phone photo's 11 MB that pattern overflowed the regexp engine's stack when the process's
 * stack was already deep (a 500 seen under jest, runInBand).
 */
const NOT_BASE64 = /[^A-Za-z0-9+/_-]/;

function decodeImage(image: string): Buffer {
  const payload = image.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  const data = payload.replace(/={1,2}$/, '');
  if (!data || NOT_BASE64.test(data)) throw AppError.invalid(MESSAGES.products.invalidResponseFormat);
  return Buffer.from(data, 'base64');
}

/**
 * POST /api/{org}/products/classify: colour from the photo itself (dominant garment colour → the nearest of the
 * organization's colours in CIELAB), category from the nearest of the organization's own photographed products.
 */
export async function classifyPhoto(db: Db, embedder: ImageEmbedder, auth: AccessClaims, input: unknown): Promise<ClassifyReply> {
  const bytes = decodeImage(parseInput(classifyRequestSchema, input).image);
  await checkImageBytes(bytes);
  const [config, examples, vector, dominant] = await Promise.all([
    readProductConfig(db, auth.org),
    labelledEmbeddings(db, auth.org, embedder.provider),
    embedder.embed(bytes).catch(() => {
      throw AppError.unavailable(RULE_MESSAGES.products.classificationUnavailable);
    }),
    dominantGarmentColor(bytes),
  ]);
  const color = nearestColor(dominant.hex, config.colors);
  const { category, reason } = classifyByNeighbours(vector, examples);
  return {
    category: category ? { name: category } : null,
    color: color ? { name: color.name } : null,
    categoryReason: reason,
    examples: examples.length,
  };
}
