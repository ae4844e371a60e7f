import type { Language } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

export interface UserRow {
  id: string;
  created_at?: Date;
  updated_at?: Date;
  org_id: string;
  email: string;
  /** The person this membership belongs to (null only on accounts deleted before people existed). */
  person_id: string | null;
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
  person_id: string;
  org_slug: string;
  /** The organization's default language (config.language), null when it has none; as stored, checked by the reader. */
  org_language: string | null;
}

const withOrg = (db: Db | Trx) =>
  db<SessionUserRow>('users')
    .join('organizations', 'organizations.id', 'users.org_id')
    .select('users.*', 'organizations.slug as org_slug', db.raw(`organizations.config #>> '{language,language}' as org_language`))
    .whereNull('users.deleted_at');

/** A live membership of the organization by e-mail (the demo seed: is this person here already). */
export async function findUserByEmail(db: Db | Trx, orgId: string, email: string): Promise<SessionUserRow | undefined> {
  return withOrg(db).where('users.org_id', orgId).whereRaw('lower(users.email) = lower(?)', [email]).first();
}

/** The person's live membership in an organization. */
export async function findMembership(db: Db | Trx, personId: string, orgId: string): Promise<SessionUserRow | undefined> {
  return withOrg(db).where({ 'users.person_id': personId, 'users.org_id': orgId }).first();
}

/** Where sign-in lands: the membership used last while it lives, else the newest. */
export async function findSignInMembership(db: Db | Trx, personId: string, lastUserId: string | null): Promise<SessionUserRow | undefined> {
  return withOrg(db)
    .where('users.person_id', personId)
    .orderByRaw('users.id = ? DESC, users.created_at DESC, users.id DESC', [lastUserId ?? '00000000-0000-0000-0000-000000000000'])
    .first();
}

export interface MembershipRow {
  id: string;
  org_id: string;
  org_slug: string;
  org_name: string;
  role: UserRow['role'];
}

/** Every live membership of a person, in every organization (the caller runs as system), oldest first. */
export async function listMemberships(db: Db | Trx, personId: string): Promise<MembershipRow[]> {
  return db('users')
    .join('organizations', 'organizations.id', 'users.org_id')
    .where('users.person_id', personId)
    .whereNull('users.deleted_at')
    .orderBy([{ column: 'users.created_at' }, { column: 'users.id' }])
    .select('users.id', 'users.org_id', 'organizations.slug as org_slug', 'organizations.name as org_name', 'users.role');
}

/** The ids of a person's live memberships (the caller runs as system). */
export async function membershipIds(db: Db | Trx, personId: string): Promise<string[]> {
  const rows: { id: string }[] = await db('users').where({ person_id: personId }).whereNull('deleted_at').orderBy('id').select('id');
  return rows.map((r) => r.id);
}

export async function findUserById(db: Db | Trx, id: string): Promise<SessionUserRow | undefined> {
  return withOrg(db).where('users.id', id).first();
}

/** One user or several in one statement; a new user has chosen no language yet. */
type NewUser = Omit<UserRow, 'deleted_at' | 'token_version' | 'language' | 'person_id'> & { person_id: string };

export async function insertUser(trx: Trx, row: NewUser | NewUser[]): Promise<void> {
  await trx('users').insert(row);
}

/** Raises the account's token version (deleted accounts too) and returns the new one. */
export async function raiseTokenVersion(trx: Trx, userId: string): Promise<number> {
  const [row] = await trx('users')
    .where({ id: userId })
    .update({ token_version: trx.raw('token_version + 1') })
    .returning('token_version');
  return (row as { token_version: number }).token_version;
}

/** The live memberships of a person with this e-mail, in every organization (the caller runs as system). */
export async function findAccountsByEmail(db: Db | Trx, email: string): Promise<UserRow[]> {
  return db<UserRow>('users')
    .join('people', 'people.id', 'users.person_id')
    .whereNull('people.deleted_at')
    .whereNull('users.deleted_at')
    .whereRaw('lower(people.email) = lower(?)', [email])
    .select('users.*');
}

/** The organization's live accounts with any of these e-mails (an import checks a page of rows at once). */
export async function findOrgAccountsByEmails(db: Db | Trx, orgId: string, emails: readonly string[]): Promise<UserRow[]> {
  if (emails.length === 0) return [];
  return db<UserRow>('users')
    .where({ org_id: orgId })
    .whereNull('deleted_at')
    .whereRaw('lower(email) = ANY(?::text[])', [emails.map((e) => e.toLowerCase())]);
}

/** A membership moves to another person (its e-mail changed while the person keeps other memberships). */
export async function setUserPerson(trx: Trx, userId: string, personId: string): Promise<void> {
  await trx('users').where({ id: userId }).update({ person_id: personId, updated_at: trx.fn.now() });
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

/** Ends the seller's membership; answers the ended memberships with their person. */
export async function softDeleteUserOfSeller(trx: Trx, sellerId: string): Promise<Array<{ id: string; person_id: string | null }>> {
  return trx('users')
    .where({ seller_id: sellerId })
    .whereNull('deleted_at')
    .update({ deleted_at: trx.fn.now() })
    .returning(['id', 'person_id']);
}

/** The live membership of a seller (their login), if any. */
export async function findUserOfSeller(trx: Trx, sellerId: string): Promise<UserRow | undefined> {
  return trx<UserRow>('users').where({ seller_id: sellerId }).whereNull('deleted_at').first();
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

/** Ends a membership; answers its person. */
export async function softDeleteUser(trx: Trx, orgId: string, id: string): Promise<string | null> {
  const [row] = await trx('users').where({ id, org_id: orgId }).update({ deleted_at: trx.fn.now() }).returning('person_id');
  return (row as { person_id: string | null } | undefined)?.person_id ?? null;
}
