import type { Db, Trx } from '@consign/kit';

export async function insertEmbedding(
  trx: Trx,
  orgId: string,
  row: { productId: string; filename: string; provider: string; vector: number[] },
): Promise<void> {
  await trx('product_embeddings')
    .insert({ org_id: orgId, product_id: row.productId, filename: row.filename, provider: row.provider, vector: row.vector })
    .onConflict(['product_id', 'filename'])
    .merge();
}

export async function deleteEmbedding(trx: Trx, orgId: string, productId: string, filename: string): Promise<void> {
  await trx('product_embeddings').where({ org_id: orgId, product_id: productId, filename }).delete();
}

/**
 * The organization's photographed products with a category, as examples. The category is read from the
 * product now, so a staff correction of a product's category changes its examples at once.
 */
export async function labelledEmbeddings(db: Db | Trx, orgId: string, provider: string): Promise<{ vector: number[]; category: string }[]> {
  return db('product_embeddings as e')
    .join('products as p', 'p.id', 'e.product_id')
    .where({ 'e.org_id': orgId, 'e.provider': provider, 'p.org_id': orgId })
    .whereNull('p.deleted_at')
    .whereNotNull('p.category')
    .select('e.vector', 'p.category');
}
