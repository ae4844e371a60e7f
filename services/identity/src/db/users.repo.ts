import type { Db, Trx } from '@consign/kit';

export interface UserRow {
  id: string;
  org_id: string;
  email: string;
  password_hash: string | null;
  role: 'coworker' | 'seller';
  seller_id: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  deleted_at: Date | null;
}

export interface SessionUserRow extends UserRow {
  org_slug: string;
}

const withOrg = (db: Db | Trx) =>
  db<SessionUserRow>('users')
    .join('organizations', 'organizations.id', 'users.org_id')
    .select('users.*', 'organizations.slug as org_slug')
    .whereNull('users.deleted_at');

export async function findUserByEmail(db: Db | Trx, email: string): Promise<SessionUserRow | undefined> {
  return withOrg(db).whereRaw('lower(users.email) = lower(?)', [email]).first();
}

export async function findUserById(db: Db | Trx, id: string): Promise<SessionUserRow | undefined> {
  return withOrg(db).where('users.id', id).first();
}

export async function insertUser(trx: Trx, row: Omit<UserRow, 'deleted_at'>): Promise<void> {
  await trx('users').insert(row);
}

export async function setPasswordHash(trx: Trx, userId: string, hash: string): Promise<void> {
  await trx('users').where({ id: userId }).update({ password_hash: hash, updated_at: trx.fn.now() });
}
