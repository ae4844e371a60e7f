import type { Language } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

export interface UserRow {
  id: string;
  created_at?: Date;
  updated_at?: Date;
  org_id: string;
  email: string;
  password_hash: string | null;
  role: 'coworker' | 'seller';
  seller_id: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  deleted_at: Date | null;
  token_version: number;
  /** The person's own language (issue 23), null when they chose none. */
  language: Language | null;
}

export interface SessionUserRow extends UserRow {
  org_slug: string;
  /** The organization's default language (config.language), null when it has none; as stored, checked by the reader. */
  org_language: string | null;
}

const withOrg = (db: Db | Trx) =>
  db<SessionUserRow>('users')
    .join('organizations', 'organizations.id', 'users.org_id')
    .select('users.*', 'organizations.slug as org_slug', db.raw(`organizations.config #>> '{language,language}' as org_language`))
    .whereNull('users.deleted_at');

export async function findUserByEmail(db: Db | Trx, email: string): Promise<SessionUserRow | undefined> {
  return withOrg(db).whereRaw('lower(users.email) = lower(?)', [email]).first();
}

export async function findUserById(db: Db | Trx, id: string): Promise<SessionUserRow | undefined> {
  return withOrg(db).where('users.id', id).first();
}

/** One user or several in one statement; a new user has chosen no language yet. */
type NewUser = Omit<UserRow, 'deleted_at' | 'token_version' | 'language'>;

export async function insertUser(trx: Trx, row: NewUser | NewUser[]): Promise<void> {
  await trx('users').insert(row);
}

/** Orders concurrent changes of one account's credentials (two reset requests, a reset and a request). */
export async function lockUser(trx: Trx, userId: string): Promise<void> {
  await trx('users').where({ id: userId }).forUpdate().first('id');
}

/** Raises the account's token version (deleted accounts too) and returns the new one. */
export async function raiseTokenVersion(trx: Trx, userId: string): Promise<number> {
  const [row] = await trx('users')
    .where({ id: userId })
    .update({ token_version: trx.raw('token_version + 1') })
    .returning('token_version');
  return (row as { token_version: number }).token_version;
}

export async function setPasswordHash(trx: Trx, userId: string, hash: string): Promise<void> {
  await trx('users').where({ id: userId }).update({ password_hash: hash, updated_at: trx.fn.now() });
}

/** Any live account with this e-mail, in any organization (sign-in is by e-mail alone). */
export async function findAccountByEmail(db: Db | Trx, email: string): Promise<SessionUserRow | undefined> {
  return findUserByEmail(db, email);
}

/** The live accounts with any of these e-mails, in any organization (an import checks a page of rows at once). */
export async function findAccountsByEmails(db: Db | Trx, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db<UserRow>('users')
    .whereNull('deleted_at')
    .whereRaw('lower(email) = ANY(?::text[])', [emails.map((e) => e.toLowerCase())]);
}

/** Copies a seller's changes to their login; answers the login's language (null: none chosen, or no login). */
export async function updateUserOfSeller(
  trx: Trx,
  sellerId: string,
  patch: Partial<Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'phone'>>,
): Promise<Language | null> {
  const [row] = await trx('users')
    .where({ seller_id: sellerId })
    .whereNull('deleted_at')
    .update({ ...patch, updated_at: trx.fn.now() })
    .returning('language');
  return (row as Pick<UserRow, 'language'> | undefined)?.language ?? null;
}

/** A live account's own language; the account is the caller's (its id and organization come from the token). */
export async function setUserLanguage(trx: Trx, orgId: string, userId: string, language: Language | null): Promise<boolean> {
  const count = await trx('users')
    .where({ id: userId, org_id: orgId })
    .whereNull('deleted_at')
    .update({ language, updated_at: trx.fn.now() });
  return count === 1;
}

export async function softDeleteUserOfSeller(trx: Trx, sellerId: string): Promise<string[]> {
  const rows = await trx('users')
    .where({ seller_id: sellerId })
    .whereNull('deleted_at')
    .update({ deleted_at: trx.fn.now() })
    .returning('id');
  return rows.map((r: { id: string }) => r.id);
}

export interface CoworkerRow extends SessionUserRow {
  org_name: string;
  created_at: Date;
  updated_at: Date;
}

const coworkers = (db: Db | Trx, orgId: string) =>
  db<CoworkerRow>('users')
    .join('organizations', 'organizations.id', 'users.org_id')
    .select('users.*', 'organizations.slug as org_slug', 'organizations.name as org_name')
    .where({ 'users.org_id': orgId, 'users.role': 'coworker' })
    .whereNull('users.deleted_at');

export async function listCoworkers(db: Db | Trx, orgId: string): Promise<CoworkerRow[]> {
  return coworkers(db, orgId).orderBy([{ column: 'users.last_name' }, { column: 'users.first_name' }]);
}

export async function findCoworker(db: Db | Trx, orgId: string, id: string): Promise<CoworkerRow | undefined> {
  return coworkers(db, orgId).where('users.id', id).first();
}

export async function updateCoworkerRow(
  trx: Trx,
  orgId: string,
  id: string,
  patch: Partial<Pick<UserRow, 'email' | 'first_name' | 'last_name' | 'phone'>>,
): Promise<void> {
  await trx('users')
    .where({ id, org_id: orgId, role: 'coworker' })
    .update({ ...patch, updated_at: trx.fn.now() });
}

export async function softDeleteUser(trx: Trx, orgId: string, id: string): Promise<void> {
  await trx('users').where({ id, org_id: orgId }).update({ deleted_at: trx.fn.now() });
}
