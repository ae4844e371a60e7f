import { SEARCH_RESULTS_PER_TYPE, searchRequestSchema, type SearchResult } from '@consign/contracts';
import { parseInput, type AccessClaims, type Db } from '@consign/kit';
import { searchProductIds } from '../db/products.repo';

/**
 * How alike whole words of name+brand must be to the query (0..1, strict word similarity): a typo or two in
 * a brand passes; 'hans' against 'jeans h&m' (0.3) does not.
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;

/** How many of the best matches of a typed text the product list pages through (a till's lookup, a filter box). */
export const QUERY_MATCHES = 200;

/** The sizes the screens ask for (the palette's and a filter box's): planned once per connection. */
const PLANNED_ONCE_LIMITS: ReadonlySet<number> = new Set([SEARCH_RESULTS_PER_TYPE, QUERY_MATCHES]);

/**
 * The best `limit` products of the organization matching a typed text (name, brand, SKU), best first. Each
 * step is one statement that reads under the request's tenant scope, so no transaction holds them together.
 */
export function productIdsMatching(db: Db, orgId: string, query: string, limit: number): Promise<string[]> {
  return searchProductIds(db, orgId, query, { limit, plannedOnce: PLANNED_ONCE_LIMITS.has(limit) }, WORD_SIMILARITY_THRESHOLD);
}

/** Catalog's half of POST /api/{org}/search: products by name, brand and SKU; the gateway adds sellers. */
export async function searchProducts(db: Db, auth: AccessClaims, input: unknown, limit = SEARCH_RESULTS_PER_TYPE): Promise<SearchResult[]> {
  const { query } = parseInput(searchRequestSchema, input);
  if (!query) return [];
  const ids = await productIdsMatching(db, auth.org, query, limit);
  return ids.map((id) => ({ entity_type: 'product', entity_id: id }));
}
