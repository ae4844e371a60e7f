import type { Db, Trx } from '@consign/kit';

export interface SellerRow {
  id: string;
  org_id: string;
  account_number: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  bank_account_number: string | null;
  terms_accepted_at: Date | null;
  deleted_at: Date | null;
}

export interface SellerListFilter {
  ids?: string[];
  query?: string;
  take: number;
  skip: number;
}

export async function insertSeller(trx: Trx, row: Omit<SellerRow, 'terms_accepted_at' | 'deleted_at'>): Promise<SellerRow> {
  return (await insertSellers(trx, [row]))[0]!;
}

/** Sellers in one statement, returned in the order given. */
export async function insertSellers(trx: Trx, rows: Array<Omit<SellerRow, 'terms_accepted_at' | 'deleted_at'>>): Promise<SellerRow[]> {
  const created = (await trx<SellerRow>('sellers').insert(rows).returning('*')) as SellerRow[];
  const byId = new Map(created.map((r) => [r.id, r]));
  return rows.map((r) => byId.get(r.id)!);
}

export async function findSeller(db: Db | Trx, orgId: string, id: string): Promise<SellerRow | undefined> {
  return db<SellerRow>('sellers').where({ org_id: orgId, id }).whereNull('deleted_at').first();
}

/** The organization's live sellers among these ids. */
export async function findSellersByIds(db: Db | Trx, orgId: string, ids: readonly string[]): Promise<SellerRow[]> {
  if (ids.length === 0) return [];
  return db<SellerRow>('sellers').where({ org_id: orgId }).whereNull('deleted_at').whereIn('id', ids);
}

/** Locks the seller, deleted or not, so an update and a delete cannot interleave. */
export async function lockSeller(trx: Trx, orgId: string, id: string): Promise<SellerRow | undefined> {
  return trx<SellerRow>('sellers').where({ org_id: orgId, id }).forUpdate().first();
}

/** The first text after every text that starts with the digits `prefix` ('129' → '13', '99' → '9:'). */
const digitsEnd = (prefix: string) => prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

function filtered(db: Db | Trx, orgId: string, filter: Omit<SellerListFilter, 'take' | 'skip'>) {
  const q = db<SellerRow>('sellers').where({ org_id: orgId }).whereNull('deleted_at');
  if (filter.ids) q.whereIn('id', filter.ids);
  if (filter.query) {
    // Name, e-mail or phone containing the query (any case), or an account number starting with it, leading zeros
    // aside; when none does, names that sound like it (migration 20261125000200).
    const escaped = filter.query.replace(/[\\%_]/g, (c) => `\\${c}`);
    const digits = /^\d+$/.test(filter.query) ? filter.query.replace(/^0+/, '') : '';
    const [from, to] = digits ? [digits, digitsEnd(digits)] : [null, null];
    q.whereRaw(`id IN (SELECT seller_matches('%' || lower(?) || '%', ?, ?, name_sounds(?)))`, [escaped, from, to, filter.query]);
  }
  return q;
}

/**
 * One page and the total in one scan (a window count over every match): a search reads the organization's
 * sellers once, not twice. Only a page past the end, which has no row to carry the total, counts again.
 */
export async function listSellers(db: Db | Trx, orgId: string, filter: SellerListFilter): Promise<{ rows: SellerRow[]; count: number }> {
  const page: (SellerRow & { total_count: string; search_text: string; name_sounds: string[] })[] = await filtered(db, orgId, filter)
    .select('*', db.raw('count(*) OVER () AS total_count'))
    .orderBy([{ column: 'last_name' }, { column: 'first_name' }, { column: 'account_number' }])
    .limit(filter.take)
    .offset(filter.skip);
  if (page.length > 0 || filter.skip === 0) {
    // The search columns are the database's own (migrations 20261124000100, 20261125000200), not part of a seller.
    const rows = page.map(({ total_count: _count, search_text: _text, name_sounds: _sounds, ...row }) => row as SellerRow);
    return { rows, count: Number(page[0]?.total_count ?? 0) };
  }
  const [total] = await filtered(db, orgId, filter).count<{ count: string }[]>('* as count');
  return { rows: [], count: Number(total?.count ?? 0) };
}

/** One page of the list's matches in account-number order after `afterAccount`: the cursor of the CSV export. */
export async function sellersAfter(
  db: Db | Trx,
  orgId: string,
  filter: Omit<SellerListFilter, 'take' | 'skip'>,
  afterAccount: number,
  take: number,
): Promise<SellerRow[]> {
  return filtered(db, orgId, filter)
    .where('account_number', '>', afterAccount)
    .orderBy('account_number')
    .limit(take)
    .select<SellerRow[]>(
      'id',
      'org_id',
      'account_number',
      'first_name',
      'last_name',
      'email',
      'phone',
      'bank_account_number',
      'terms_accepted_at',
      'deleted_at',
    );
}

export async function updateSeller(
  trx: Trx,
  orgId: string,
  id: string,
  patch: Partial<Pick<SellerRow, 'first_name' | 'last_name' | 'email' | 'phone' | 'bank_account_number' | 'terms_accepted_at'>>,
): Promise<SellerRow> {
  const [row] = await trx<SellerRow>('sellers')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() } as Partial<SellerRow>)
    .returning('*');
  return row!;
}

export async function softDeleteSeller(trx: Trx, orgId: string, id: string): Promise<void> {
  await trx('sellers').where({ org_id: orgId, id }).update({ deleted_at: trx.fn.now() });
}
