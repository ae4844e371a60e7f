import type { StoreView } from '@consign/contracts';
import { likeLiteral, type Db, type Trx } from '@consign/kit';

export interface StoreRow extends StoreView {
  org_id: string;
  deliveries_enabled: boolean;
  deleted_at: Date | null;
}

const live = (db: Db | Trx, orgId: string) => db<StoreRow>('stores').where({ org_id: orgId }).whereNull('deleted_at');

export async function listStores(
  db: Db | Trx,
  orgId: string,
  opts: { skip: number; take: number; query?: string; deliveriesEnabled?: boolean },
): Promise<{ rows: StoreRow[]; count: number }> {
  const filtered = () => {
    const q = live(db, orgId);
    if (opts.deliveriesEnabled) q.where({ deliveries_enabled: true });
    if (opts.query) q.whereILike('name', `%${likeLiteral(opts.query)}%`);
    return q;
  };
  const [rows, [total]] = await Promise.all([
    filtered().orderBy('name').limit(opts.take).offset(opts.skip),
    filtered().count<{ count: string }[]>('* as count'),
  ]);
  return { rows, count: Number(total?.count ?? 0) };
}

export async function findStore(db: Db | Trx, orgId: string, id: string): Promise<StoreRow | undefined> {
  return live(db, orgId).where({ id }).first();
}

export async function lockStore(trx: Trx, orgId: string, id: string): Promise<StoreRow | undefined> {
  return live(trx, orgId).where({ id }).forUpdate().first();
}

export async function insertStore(trx: Trx, row: Omit<StoreRow, 'deleted_at' | 'deliveries_enabled'>): Promise<StoreRow> {
  const [created] = await trx<StoreRow>('stores').insert(row).returning('*');
  return created!;
}

export async function updateStore(trx: Trx, orgId: string, id: string, patch: Partial<StoreView>): Promise<StoreRow> {
  const [row] = await trx('stores')
    .where({ org_id: orgId, id })
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('*');
  return row as StoreRow;
}

export async function softDeleteStore(trx: Trx, orgId: string, id: string): Promise<void> {
  await trx('stores').where({ org_id: orgId, id }).update({ deleted_at: trx.fn.now() });
}
