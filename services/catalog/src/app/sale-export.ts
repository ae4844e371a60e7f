import { saleExportQuerySchema } from '@consign/contracts';
import { keysetPages, parseInput, type AccessClaims, type Db } from '@consign/kit';
import { saleLinesAfter, type SaleLine } from '../db/sales-export.repo';
import { organizationContext } from './organization-context';

/** Sold items page by page in receipt order, for the sales export: one day (the list's), a range, or all. */
export async function saleExportPages(db: Db, auth: AccessClaims, input: unknown, pageSize: number) {
  const q = parseInput(saleExportQuerySchema, input);
  const filter = { from: q.date ?? q.from, to: q.date ?? q.to, storeId: q.storeId };
  const org = await organizationContext(db, auth.org);
  const pages = keysetPages<SaleLine>(pageSize, (after) => saleLinesAfter(db, auth.org, filter, after, pageSize));
  return { pages, fractionDigits: org.fractionDigits, currency: org.currency };
}
