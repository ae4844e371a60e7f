import { createTenantFunction, type Migration, type TenantFunction } from '@consign/kit';
import { countBody, searchBody } from './20261203000100_seller_search_lookup';
import { COUNT_WITH_EMAIL_TAIL, SEARCH_WITH_EMAIL_TAIL, asTypedWith } from './20261204000100_seller_email_lookup';

/** A text of one or two characters (domain/seller-search: `grams` given, the others not): its letters or an account number. */
const SHORT_TEXT = 'grams IS NOT NULL';
const SHORT = asTypedWith({ pattern: 'NULL::text', lookup: 'NULL::text', emailTail: 'NULL::text', grams: 'grams' });
/** Any longer text: every way in but the one- and two-letter pieces. */
const LONGER = asTypedWith({ pattern: 'pattern', lookup: 'lookup', emailTail: 'email_tail', grams: 'NULL::text[]' });

export const SEARCH_SHORT_APART: TenantFunction = {
  ...SEARCH_WITH_EMAIL_TAIL,
  body: searchBody(LONGER),
  cases: [{ when: SHORT_TEXT, body: searchBody(SHORT) }],
};
export const COUNT_SHORT_APART: TenantFunction = {
  ...COUNT_WITH_EMAIL_TAIL,
  body: countBody(LONGER),
  cases: [{ when: SHORT_TEXT, body: countBody(SHORT) }],
};

/**
 * Issue 22: a name that no seller has while many have its words ('Lars Larsen': 1,190 sellers hold 'lars' and
 * 'larsen') took 150 ms. The one generic plan of migration 20261204000100's search rechecked every candidate
 * of the trigram index against each way in, the one- and two-letter pieces' included: `search_grams` of each
 * candidate's text, 0.13 ms a row, although a longer text never uses it (its argument is NULL). A short text and
 * a longer one now have a body each, in which the other's arguments are constants that the planner folds away:
 * 5 ms for that name, the trigram index and the rows' check of the text.
 */
export const sellerSearchShortApart: Migration = {
  async up(db) {
    for (const fn of [SEARCH_SHORT_APART, COUNT_SHORT_APART]) await createTenantFunction(db, fn);
  },
  async down(db) {
    for (const fn of [SEARCH_WITH_EMAIL_TAIL, COUNT_WITH_EMAIL_TAIL]) await createTenantFunction(db, fn);
  },
};
