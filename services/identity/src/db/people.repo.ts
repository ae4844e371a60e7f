import { randomUUID } from 'node:crypto';
import type { Db, Trx } from '@consign/kit';

/** A person: the e-mail and password behind one or more memberships (`users` rows). Not a tenant table. */
export interface PersonRow {
  id: string;
  email: string;
  password_hash: string | null;
  last_user_id: string | null;
  deleted_at: Date | null;
}

export async function findPersonByEmail(db: Db | Trx, email: string): Promise<PersonRow | undefined> {
  return db<PersonRow>('people').whereRaw('lower(email) = lower(?)', [email]).whereNull('deleted_at').first();
}

export async function findPerson(db: Db | Trx, id: string): Promise<PersonRow | undefined> {
  return db<PersonRow>('people').where({ id }).whereNull('deleted_at').first();
}

/**
 * The live person of each e-mail, created when there is none, each held with a share lock until the caller
 * commits, so their last membership cannot end (endPersonIfUnused) while a new one is being added. Two
 * transactions adding one e-mail at once make one person: the insert of the second waits for the first and
 * then does nothing. Keyed by the lower-cased e-mail; `created` says whose person is new.
 */
export async function ensurePeople(trx: Trx, emails: readonly string[]): Promise<Map<string, PersonRow & { created: boolean }>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  const found = new Map<string, PersonRow & { created: boolean }>();
  // A person whose last membership ended between the insert and the lock is gone: the next round makes a new one.
  for (let round = 0; round < 3 && found.size < wanted.length; round++) {
    const missing = wanted.filter((e) => !found.has(e));
    const { rows: inserted } = await trx.raw<{ rows: { id: string }[] }>(
      `INSERT INTO people (id, email) SELECT * FROM unnest(?::uuid[], ?::text[])
       ON CONFLICT (lower(email)) WHERE deleted_at IS NULL DO NOTHING RETURNING id`,
      [missing.map(() => randomUUID()), missing],
    );
    const createdIds = new Set(inserted.map((r) => r.id));
    const rows = await trx<PersonRow>('people').whereRaw('lower(email) = ANY(?::text[])', [missing]).whereNull('deleted_at').forShare();
    for (const row of rows) found.set(row.email.toLowerCase(), { ...row, created: createdIds.has(row.id) });
  }
  if (found.size < wanted.length) throw new Error('people: could not find or create a person for every e-mail');
  return found;
}

/** Orders concurrent changes of one person's credentials (two reset requests, a reset and a request). */
export async function lockPerson(trx: Trx, id: string): Promise<PersonRow | undefined> {
  return trx<PersonRow>('people').where({ id }).forUpdate().first();
}

export async function setPersonPassword(trx: Trx, id: string, hash: string): Promise<void> {
  await trx('people').where({ id }).update({ password_hash: hash, updated_at: trx.fn.now() });
}

export async function setPersonEmail(trx: Trx, id: string, email: string): Promise<void> {
  await trx('people').where({ id }).update({ email, updated_at: trx.fn.now() });
}

/** The membership the next sign-in lands in. */
export async function setLastUsed(db: Db | Trx, id: string, userId: string): Promise<void> {
  await db('people').where({ id }).update({ last_user_id: userId });
}

/** A new person with no password yet (a membership moved to a new e-mail). */
export async function insertPerson(trx: Trx, email: string): Promise<string> {
  const id = randomUUID();
  await trx('people').insert({ id, email });
  return id;
}

/**
 * Ends a person whose last membership ended: their e-mail is free for a new person, their password gone.
 * The lock waits for any transaction adding a membership (ensurePeople's share lock); the count, a statement
 * after it, sees what that one committed. Runs as system (it counts memberships in every organization).
 */
export async function endPersonIfUnused(trx: Trx, id: string): Promise<boolean> {
  const person = await lockPerson(trx, id);
  if (!person || person.deleted_at) return false;
  const live = await trx('users').where({ person_id: id }).whereNull('deleted_at').first('id');
  if (live) return false;
  await trx('people').where({ id }).update({ deleted_at: trx.fn.now(), password_hash: null, updated_at: trx.fn.now() });
  return true;
}
