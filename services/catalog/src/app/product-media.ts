import { randomUUID } from 'node:crypto';
import {
  AppError,
  MEDIA_MESSAGES,
  MESSAGES,
  PRODUCT_MEDIA_BUCKET,
  mediaOrderSchema,
  productUpdated,
  type ProductView,
} from '@consign/contracts';
import { parseInput, publishEvents, withTransaction, type AccessClaims, type Db, type Storage } from '@consign/kit';
import { deleteEmbedding, insertEmbedding } from '../db/embeddings.repo';
import { findProduct, lockProduct, updateProductRow } from '../db/products.repo';
import type { ImageEmbedder } from '../domain/image-embedding';
import { prepareProductImage } from '../domain/product-image';
import { toProductEventData, toProductView } from '../domain/product-view';
import { organizationContext } from './organization-context';

const isId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Objects live under the organization's id: a name from one organization can never reach another's files. */
export const objectName = (orgId: string, name: string) => `${orgId}/${name}`;

/**
 * Adds uploaded photos to a product: each is checked and re-encoded, stored as full_{file} and
 * thumbnail_{file}, and embedded for photo classification.
 */
export async function addProductMedia(
  db: Db,
  storage: Storage,
  embedder: ImageEmbedder,
  auth: AccessClaims,
  productId: string,
  uploads: Buffer[],
): Promise<ProductView> {
  if (!isId(productId) || !(await findProduct(db, auth.org, productId))) throw AppError.notFound(MESSAGES.products.notFound);
  if (!uploads.length) throw AppError.invalid(MEDIA_MESSAGES.noFiles);
  // All files are checked before any is stored: one bad file refuses the whole upload.
  const prepared = await Promise.all(uploads.map(prepareProductImage));
  const files = await Promise.all(
    prepared.map(async (image) => {
      const filename = `${randomUUID()}.jpg`;
      await Promise.all([
        storage.put(PRODUCT_MEDIA_BUCKET, objectName(auth.org, `full_${filename}`), image.full, image.contentType),
        storage.put(PRODUCT_MEDIA_BUCKET, objectName(auth.org, `thumbnail_${filename}`), image.thumbnail, image.contentType),
      ]);
      // A photo is kept even when a hosted vision model is down; it just does not become an example.
      const vector = await embedder.embed(image.thumbnail).catch(() => null);
      return { filename, type: image.contentType, vector };
    }),
  );
  const org = await organizationContext(db, auth.org);
  return withTransaction(db, async (trx) => {
    const before = await lockProduct(trx, auth.org, productId);
    if (!before) throw AppError.notFound(MESSAGES.products.notFound);
    const media = [...before.media, ...files.map(({ filename, type }) => ({ filename, type }))];
    await updateProductRow(trx, auth.org, productId, { media });
    for (const f of files)
      if (f.vector)
        await insertEmbedding(trx, auth.org, { productId, filename: f.filename, provider: embedder.provider, vector: f.vector });
    await publishEvents(trx, [
      productUpdated.create({ source: 'catalog', orgId: auth.org, aggregateId: productId, data: toProductEventData({ ...before, media }) }),
    ]);
    const row = await findProduct(trx, auth.org, productId);
    return toProductView(row!, { fractionDigits: org.fractionDigits, genderEnabled: org.config.sellerExperience.genderEnabled });
  });
}

/** Puts a product's photos in the order given (the first is the one lists show); the files stay as they are. */
export async function reorderProductMedia(db: Db, auth: AccessClaims, productId: string, input: unknown): Promise<ProductView> {
  if (!isId(productId)) throw AppError.notFound(MESSAGES.products.notFound);
  const { filenames } = parseInput(mediaOrderSchema, input);
  const org = await organizationContext(db, auth.org);
  return withTransaction(db, async (trx) => {
    const before = await lockProduct(trx, auth.org, productId);
    if (!before) throw AppError.notFound(MESSAGES.products.notFound);
    const byName = new Map(before.media.map((m) => [m.filename, m]));
    if (filenames.length !== byName.size || new Set(filenames).size !== filenames.length || !filenames.every((f) => byName.has(f)))
      throw AppError.invalid(MEDIA_MESSAGES.orderMismatch);
    const media = filenames.map((f) => byName.get(f)!);
    await updateProductRow(trx, auth.org, productId, { media });
    await publishEvents(trx, [
      productUpdated.create({ source: 'catalog', orgId: auth.org, aggregateId: productId, data: toProductEventData({ ...before, media }) }),
    ]);
    const row = await findProduct(trx, auth.org, productId);
    return toProductView(row!, { fractionDigits: org.fractionDigits, genderEnabled: org.config.sellerExperience.genderEnabled });
  });
}

export async function removeProductMedia(db: Db, storage: Storage, auth: AccessClaims, productId: string, filename: string): Promise<void> {
  if (!isId(productId)) throw AppError.notFound(MESSAGES.products.notFound);
  await withTransaction(db, async (trx) => {
    const before = await lockProduct(trx, auth.org, productId);
    if (!before) throw AppError.notFound(MESSAGES.products.notFound);
    if (!before.media.some((m) => m.filename === filename)) throw AppError.notFound(MEDIA_MESSAGES.mediaNotFound);
    const media = before.media.filter((m) => m.filename !== filename);
    await updateProductRow(trx, auth.org, productId, { media });
    await deleteEmbedding(trx, auth.org, productId, filename);
    await publishEvents(trx, [
      productUpdated.create({ source: 'catalog', orgId: auth.org, aggregateId: productId, data: toProductEventData({ ...before, media }) }),
    ]);
  });
  await Promise.all(
    [`full_${filename}`, `thumbnail_${filename}`, filename].map((n) => storage.delete(PRODUCT_MEDIA_BUCKET, objectName(auth.org, n))),
  );
}

/**
 * The bytes behind /api/{org}/products/image/{name}; the caller has checked the signed link, which names
 * the organization. SPEC §3: a full_ name falls back to the bare name (images stored before full_ existed).
 */
export async function readProductImage(storage: Storage, orgId: string, name: string) {
  const found =
    (await storage.get(PRODUCT_MEDIA_BUCKET, objectName(orgId, name))) ??
    (name.startsWith('full_') ? await storage.get(PRODUCT_MEDIA_BUCKET, objectName(orgId, name.slice('full_'.length))) : null);
  if (!found) throw AppError.notFound(MESSAGES.products.failedToLoadMediaUrl);
  return found;
}
