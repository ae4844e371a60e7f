import { createTenantFunction, type Migration } from '@consign/kit';
import { FUNCTIONS } from './20261124000100_search_functions';
import { FULLTEXT } from './20261127000400_bounded_search';

/** The search's functions as they are now: the full-text step, and the closest known word of a misspelled one. */
const LIVE = [FULLTEXT, FUNCTIONS.find((fn) => fn.name === 'closest_search_word')!];

/**
 * Issue 22: the search's functions planned once per connection (kit's createTenantFunction now makes them
 * PL/pgSQL with their generic plan kept). As SQL functions their bodies were planned at every call: a search
 * calls the full-text one once and the closest word once per word.
 */
export const tenantFunctionsPlannedOnce: Migration = {
  async up(db) {
    for (const fn of LIVE) await createTenantFunction(db, fn);
  },
  async down(db) {
    for (const fn of LIVE) await createTenantFunction(db, { ...fn, plannedEachCall: true });
  },
};
