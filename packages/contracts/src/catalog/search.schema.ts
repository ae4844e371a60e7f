import { z } from 'zod';

/** SPEC §9: the search palette shows the top 3 results per type. */
export const SEARCH_RESULTS_PER_TYPE = 3;

export const searchRequestSchema = z.object({
  query: z.string({ error: 'Query is required' }).trim().max(200, 'Query must be at most 200 characters'),
});

export type SearchEntityType = 'seller' | 'product';

/** SPEC §3 Search result. */
export interface SearchResult {
  entity_type: SearchEntityType;
  entity_id: string;
}
