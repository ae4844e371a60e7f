import { createHash } from 'node:crypto';

/*
 * Statements Postgres plans once per connection. pg prepares a named statement once per connection, so Postgres
 * parses it once, and kit's pools run it on its generic plan (generic-plans.ts). A LIMIT given as a parameter is
 * costed in that plan as if it let a tenth of the rows through, which can choose a plan for many rows where a page
 * needs few (and made Postgres plan the product list at every call before the generic plan was forced: bind a
 * median 1.0 ms against 0.5 ms of execution). A first page of a size the screens use therefore has its sizes
 * written into the text (`sqlNumber`), and only sizes from a short list, so that no client can make a connection
 * prepare a statement for every size.
 */

const names = new Map<string, string>();

/** pg's named statement for `sql`: the name is `prefix` and a hash of the text, so two texts never share one. */
export function namedStatement(sql: string, prefix: string): { name: string } {
  let name = names.get(sql);
  if (!name) names.set(sql, (name = `${prefix}_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`));
  return { name };
}

/** A number for a statement: written into its text when `inText` (a size of a statement planned once), else bound. */
export function sqlNumber(n: number, inText: boolean): [sql: string, bindings: number[]] {
  if (!inText) return ['?', [n]];
  if (!Number.isSafeInteger(n)) throw new Error(`Only an integer can be written into a statement, not ${n}`);
  return [String(n), []];
}
