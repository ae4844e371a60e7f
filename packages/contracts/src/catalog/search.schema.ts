import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';

/** SPEC §9: the search palette shows the top 3 results per type. */
export const SEARCH_RESULTS_PER_TYPE = 3;

export const searchRequestSchema = z.object({
  query: z.string({ error: RULE_MESSAGES.search.queryRequired }).trim().max(200, RULE_MESSAGES.search.queryTooLong),
});

export type SearchEntityType = 'seller' | 'product';

/** SPEC §3 Search result. */
export interface SearchResult {
  entity_type: SearchEntityType;
  entity_id: string;
}
