import { randomUUID } from 'node:crypto';
import {
  AppError,
  coworkerCreateSchema,
  coworkerCreated,
  coworkerDeleted,
  coworkerUpdateSchema,
  type CoworkerView,
  RULE_MESSAGES,
} from '@consign/contracts';
import { parseInput, pgErrorCode, publishEvents, withTransaction, type AccessClaims, type Db, type TokenRevocations } from '@consign/kit';
import { findCoworker, insertUser, softDeleteUser, updateCoworkerRow, type CoworkerRow } from '../db/users.repo';
import { assertEmailFree, emailTakenInRace } from './accounts';
import { endAllAccess } from './end-access';
import { createInvite } from './invites';

export const COWORKER_NOT_FOUND = RULE_MESSAGES.coworkers.notFound;

export function toCoworkerView(row: CoworkerRow): CoworkerView {
  const firstName = row.first_name ?? '';
  const lastName = row.last_name ?? '';
  return {
    id: row.id,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    org: { slug: row.org_slug, name: row.org_name },
    meta: { createdAt: row.created_at.toISOString(), updatedAt: row.updated_at.toISOString() },
  };
}

async function load(db: Db, orgId: string, id: string): Promise<CoworkerView> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await findCoworker(db, orgId, id) : undefined;
  if (!row) throw AppError.notFound(COWORKER_NOT_FOUND);
  return toCoworkerView(row);
}

export const readCoworker = (db: Db, auth: AccessClaims, id: string) => load(db, auth.org, id);

/** A new coworker gets a login without a password and an invite to set one. */
export async function createCoworker(db: Db, auth: AccessClaims, input: unknown): Promise<CoworkerView> {
  const data = parseInput(coworkerCreateSchema, input);
  await assertEmailFree(db, auth.org, data.email);
  const id = randomUUID();
  try {
    await withTransaction(db, async (trx) => {
      await insertUser(trx, {
        id,
        org_id: auth.org,
        email: data.email,
        password_hash: null,
        role: 'coworker',
        seller_id: null,
        first_name: data.firstName,
        last_name: data.lastName,
        phone: data.phone,
      });
      const name = `${data.firstName} ${data.lastName}`;
      await publishEvents(trx, [
        coworkerCreated.create({ source: 'identity', orgId: auth.org, aggregateId: id, data: { id, name, email: data.email } }),
      ]);
      await createInvite(trx, { id, orgId: auth.org, email: data.email, role: 'coworker', name });
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw emailTakenInRace();
    throw err;
  }
  return load(db, auth.org, id);
}

export async function updateCoworker(db: Db, auth: AccessClaims, id: string, input: unknown): Promise<CoworkerView> {
  const data = parseInput(coworkerUpdateSchema, input);
  const current = await load(db, auth.org, id);
  if (data.email && data.email !== current.email) await assertEmailFree(db, auth.org, data.email);
  try {
    await withTransaction(db, (trx) =>
      updateCoworkerRow(trx, auth.org, id, {
        ...(data.email !== undefined ? { email: data.email } : {}),
        ...(data.firstName !== undefined ? { first_name: data.firstName } : {}),
        ...(data.lastName !== undefined ? { last_name: data.lastName } : {}),
        ...(data.phone !== undefined ? { phone: data.phone } : {}),
      }),
    );
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw emailTakenInRace();
    throw err;
  }
  return load(db, auth.org, id);
}

/** Staff remove a coworker (never themself: someone must be left to run the organization). */
export async function deleteCoworker(db: Db, revocations: TokenRevocations, auth: AccessClaims, id: string): Promise<void> {
  if (id === auth.sub) throw AppError.unexpectedState(RULE_MESSAGES.access.cannotDeleteSelf, 'cannot_delete_self');
  await load(db, auth.org, id);
  await withTransaction(db, async (trx) => {
    await softDeleteUser(trx, auth.org, id);
    await endAllAccess(trx, revocations, id);
    await publishEvents(trx, [coworkerDeleted.create({ source: 'identity', orgId: auth.org, aggregateId: id, data: { id } })]);
  });
}
