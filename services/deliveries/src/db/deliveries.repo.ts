import type { DeliveryStatus } from '@consign/contracts';
import { likeLiteral, type Db, type Knex, type Trx } from '@consign/kit';

export interface DeliveryRow {
  id: string;
  org_id: string;
  store_id: string;
  seller_id: string;
  at: Date;
  ends_at: Date;
  status: DeliveryStatus;
  deleted: boolean;
  expires_at: Date | null;
  sequence: number;
  created_at: Date;
  updated_at: Date;
}

/** A delivery with the replicas a view shows (left-joined: a replica may still be on its way). */
export interface DeliveryDetailsRow extends DeliveryRow {
  store_name: string | null;
  store_email: string | null;
  address_line_1: string | null;
  address_zip: string | null;
  address_city: string | null;
  address_country: string | null;
  slot_length: number | null;
  slot_buffer: number | null;
  seller_email: string | null;
  seller_name: string | null;
  account_number: number | null;
  org_name: string | null;
  org_slug: string | null;
  org_currency: string | null;
}

// The exact predicate of the exclusion constraint, so range queries can use its GiST index.
const HOLDS_SLOT = `status IN ('pending', 'confirmed', 'completed') AND NOT deleted`;

export interface Scope {
  orgId: string;
  /** Set for a seller: only their own deliveries exist for them. */
  sellerId?: string;
}

const scoped = <T extends object>(q: Knex.QueryBuilder<T>, scope: Scope, table = 'deliveries') => {
  q.where(`${table}.org_id`, scope.orgId);
  if (scope.sellerId) q.where(`${table}.seller_id`, scope.sellerId);
  return q;
};

export async function insertDelivery(
  trx: Trx,
  row: Omit<DeliveryRow, 'created_at' | 'updated_at' | 'deleted'> & { deleted?: boolean },
): Promise<DeliveryRow> {
  const [created] = await trx<DeliveryRow>('deliveries').insert(row).returning('*');
  return created!;
}

/**
 * Ends lapsed pending reservations overlapping [start, end) at a store, so the caller's insert or move
 * is judged against live rows only. Returns the rows it ended (each needs a delivery.expired event).
 */
export async function endLapsedReservations(trx: Trx, storeId: string, start: Date, end: Date): Promise<DeliveryRow[]> {
  return trx<DeliveryRow>('deliveries')
    .where({ store_id: storeId, status: 'pending', deleted: false })
    .where('expires_at', '<=', trx.fn.now())
    .whereRaw(`tstzrange(at, ends_at, '[)') && tstzrange(?, ?, '[)')`, [start, end])
    .update({ status: 'cancelled', deleted: true, sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() })
    .returning('*');
}

/** The longest time a delivery holds (deliveries_span_check): the earliest start that can still overlap a range. */
const LONGEST_SPAN = `interval '12 hours'`;

/**
 * The ranges of a store's deliveries that hold their slot, overlapping [from, to), sorted by start;
 * lapsed reservations excluded. One index-only scan of deliveries_busy (org_id included), in start order.
 */
export async function busyRanges(
  db: Db | Trx,
  orgId: string,
  storeId: string,
  from: Date,
  to: Date,
): Promise<Array<{ start: number; end: number }>> {
  // A busy calendar has thousands of rows: they come as two comma-separated lists of epoch milliseconds in
  // one row. Splitting text is several times faster than parsing rows or float8[] in the driver, and
  // date_part (float8) is much cheaper than extract (numeric). Aggregating the index's order is cheaper
  // than an ORDER BY inside each aggregate (two sorts).
  const result = await db.raw(
    `SELECT coalesce(string_agg(s::text, ','), '') AS starts, coalesce(string_agg(e::text, ','), '') AS ends
       FROM (SELECT (date_part('epoch', at) * 1000)::int8 AS s, (date_part('epoch', ends_at) * 1000)::int8 AS e
               FROM deliveries
              WHERE store_id = ? AND org_id = ? AND ${HOLDS_SLOT}
                AND at > ?::timestamptz - ${LONGEST_SPAN} AND at < ? AND ends_at > ?
                AND (status <> 'pending' OR expires_at > now())
              ORDER BY at) busy`,
    [storeId, orgId, from, to, from],
  );
  const row = (result as { rows: Array<{ starts: string; ends: string }> }).rows[0]!;
  const ends = row.ends ? row.ends.split(',') : [];
  const ranges = row.starts ? row.starts.split(',').map((start, i) => ({ start: Number(start), end: Number(ends[i]) })) : [];
  // Postgres aggregates a sorted subquery in its order without promising it; the calendar's search needs
  // the order, and checking it is one pass.
  return ranges.every((r, i) => i === 0 || ranges[i - 1]!.start <= r.start) ? ranges : ranges.sort((a, b) => a.start - b.start);
}

export async function findDelivery(db: Db | Trx, scope: Scope, id: string): Promise<DeliveryRow | undefined> {
  return scoped(db<DeliveryRow>('deliveries').where({ id }), scope).first();
}

export async function lockDelivery(trx: Trx, scope: Scope, id: string): Promise<DeliveryRow | undefined> {
  return scoped(trx<DeliveryRow>('deliveries').where({ id }), scope).forUpdate().first();
}

/** Compare-and-swap: pending and not lapsed → confirmed. Exactly one row, or none when someone else won. */
export async function confirmIfPending(
  trx: Trx,
  scope: Scope,
  id: string,
  expected: { sellerId?: string; storeId?: string } = {},
): Promise<DeliveryRow | undefined> {
  const q = scoped(trx<DeliveryRow>('deliveries').where({ id, status: 'pending', deleted: false }), scope);
  if (expected.sellerId !== undefined) q.where('seller_id', expected.sellerId);
  if (expected.storeId !== undefined) q.where('store_id', expected.storeId);
  const [row] = await q
    .where('expires_at', '>', trx.fn.now())
    .update({ status: 'confirmed', expires_at: null, updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

/** Compare-and-swap: confirmed → completed. */
export async function completeIfConfirmed(trx: Trx, orgId: string, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await trx<DeliveryRow>('deliveries')
    .where({ org_id: orgId, id, status: 'confirmed', deleted: false })
    .update({ status: 'completed', updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

/** Soft cancel of the given states (SPEC: cancelled deliveries are soft-deleted); the invite sequence grows. */
export async function cancelIfIn(trx: Trx, scope: Scope, id: string, from: DeliveryStatus[]): Promise<DeliveryRow | undefined> {
  const [row] = await scoped(trx<DeliveryRow>('deliveries').where({ id, deleted: false }).whereIn('status', from), scope)
    .update({ status: 'cancelled', deleted: true, sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

/** Ends one lapsed reservation (the expiry job); nothing when it was confirmed or cancelled meanwhile. */
export async function expireIfLapsed(trx: Trx, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await trx<DeliveryRow>('deliveries')
    .where({ id, status: 'pending', deleted: false })
    .where('expires_at', '<=', trx.fn.now())
    .update({ status: 'cancelled', deleted: true, sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() })
    .returning('*');
  return row;
}

export async function moveDelivery(
  trx: Trx,
  orgId: string,
  id: string,
  move: { store_id: string; seller_id: string; at: Date; ends_at: Date },
): Promise<DeliveryRow> {
  const [row] = await trx<DeliveryRow>('deliveries')
    .where({ org_id: orgId, id })
    .update({ ...move, sequence: trx.raw('sequence + 1'), updated_at: trx.fn.now() })
    .returning('*');
  return row!;
}

export interface DeliveryFilter {
  ids?: string[];
  sellerId?: string;
  storeId?: string;
  from?: Date;
  to?: Date;
  /** at ≥ now and not cancelled (SPEC §4), soonest first. */
  upcoming?: boolean;
  includeCancelled?: boolean;
  /** The store's name, or the Paris date as 31.12.2026 or 2026-12-31 (what a picker shows), contains it. */
  query?: string;
  skip?: number;
  take: number;
}

/** The deliveries a filter keeps, with their store and seller joined (the store's name is searched). */
function filtered(db: Db | Trx, scope: Scope, f: DeliveryFilter) {
  const q = db('deliveries as d').leftJoin('stores as s', 's.id', 'd.store_id').leftJoin('sellers as p', 'p.id', 'd.seller_id');
  scoped(q, scope, 'd');
  if (f.ids) q.whereIn('d.id', f.ids);
  if (f.sellerId) q.where('d.seller_id', f.sellerId);
  if (f.storeId) q.where('d.store_id', f.storeId);
  if (f.from) q.where('d.at', '>=', f.from);
  if (f.to) q.where('d.at', '<', f.to);
  if (f.upcoming) q.where('d.at', '>=', db.fn.now());
  // Lapsed reservations are as good as cancelled, even before the expiry job ends them.
  if (!f.includeCancelled && !f.ids) q.whereNot('d.status', 'cancelled').whereRaw(`(d.status <> 'pending' OR d.expires_at > now())`);
  if (f.query) {
    const like = `%${likeLiteral(f.query)}%`;
    q.where((w) =>
      w
        .whereILike('s.name', like)
        .orWhereRaw(`to_char(d.at AT TIME ZONE 'Europe/Paris', 'DD.MM.YYYY') LIKE ?`, [like])
        .orWhereRaw(`to_char(d.at AT TIME ZONE 'Europe/Paris', 'YYYY-MM-DD') LIKE ?`, [like]),
    );
  }
  return q;
}

export async function listDeliveryDetails(db: Db | Trx, scope: Scope, f: DeliveryFilter): Promise<DeliveryDetailsRow[]> {
  const q = filtered(db, scope, f)
    .leftJoin('store_configs as c', 'c.store_id', 'd.store_id')
    .leftJoin('organizations as o', 'o.id', 'd.org_id')
    .select(
      'd.*',
      's.name as store_name',
      's.email as store_email',
      's.address_line_1',
      's.address_zip',
      's.address_city',
      's.address_country',
      'c.slot_length',
      'c.slot_buffer',
      'p.email as seller_email',
      'p.full_name as seller_name',
      'p.account_number',
      'o.name as org_name',
      'o.slug as org_slug',
      'o.currency as org_currency',
    );
  q.orderBy('d.at', f.upcoming || f.storeId ? 'asc' : 'desc')
    .orderBy('d.id')
    .limit(f.take)
    .offset(f.skip ?? 0);
  return q as Promise<DeliveryDetailsRow[]>;
}

/** How many deliveries the filter keeps, whatever page is read. */
export async function countDeliveryDetails(db: Db | Trx, scope: Scope, f: DeliveryFilter): Promise<number> {
  const [row] = (await filtered(db, scope, f).count<{ count: string }[]>('* as count')) as { count: string }[];
  return Number(row?.count ?? 0);
}
