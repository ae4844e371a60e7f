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
import { ensurePeople } from '../db/people.repo';
import { findCoworker, insertUser, softDeleteUser, updateCoworkerRow, type CoworkerRow } from '../db/users.repo';
import { assertEmailFree, emailTakenInRace } from './accounts';
import { endAllAccess } from './end-access';
import { createInvite } from './invites';
import { changeMembershipEmail, releasePeople } from './memberships';

/** The coworker's person existed after all: someone else took the e-mail between the check and the insert. */
class EmailRaceLost extends Error {}

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

/** A new coworker is a new person (SPEC §8: one organization's staff) with no password and an invite to set one. */
export async function createCoworker(db: Db, auth: AccessClaims, input: unknown): Promise<CoworkerView> {
  const data = parseInput(coworkerCreateSchema, input);
  await assertEmailFree(db, auth.org, data.email);
  const id = randomUUID();
  try {
    await withTransaction(db, async (trx) => {
      const person = (await ensurePeople(trx, [data.email])).get(data.email.toLowerCase())!;
      if (!person.created) throw new EmailRaceLost();
      await insertUser(trx, {
        id,
        org_id: auth.org,
        email: data.email,
        person_id: person.id,
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
    // The person now exists: the same check names why (another organization's coworker or seller, or one here).
    if (err instanceof EmailRaceLost) await assertEmailFree(db, auth.org, data.email);
    if (err instanceof EmailRaceLost || pgErrorCode(err) === '23505') throw emailTakenInRace();
    throw err;
  }
  return load(db, auth.org, id);
}

export async function updateCoworker(
  db: Db,
  revocations: TokenRevocations,
  auth: AccessClaims,
  id: string,
  input: unknown,
): Promise<CoworkerView> {
  const data = parseInput(coworkerUpdateSchema, input);
  const current = await load(db, auth.org, id);
  const newEmail = data.email && data.email !== current.email ? data.email : undefined;
  if (newEmail) await assertEmailFree(db, auth.org, newEmail);
  try {
    await withTransaction(db, async (trx) => {
      const row = newEmail ? await findCoworker(trx, auth.org, id) : undefined;
      if (row && newEmail) await changeMembershipEmail(db, trx, revocations, { ...row, name: current.name }, newEmail);
      await updateCoworkerRow(trx, auth.org, id, {
        ...(data.email !== undefined ? { email: data.email } : {}),
        ...(data.firstName !== undefined ? { first_name: data.firstName } : {}),
        ...(data.lastName !== undefined ? { last_name: data.lastName } : {}),
        ...(data.phone !== undefined ? { phone: data.phone } : {}),
      });
    });
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
  // Only this organization's membership ends: the person and their other organizations stay.
  const personId = await withTransaction(db, async (trx) => {
    const person = await softDeleteUser(trx, auth.org, id);
    await endAllAccess(trx, revocations, id);
    await publishEvents(trx, [coworkerDeleted.create({ source: 'identity', orgId: auth.org, aggregateId: id, data: { id } })]);
    return person;
  });
  await releasePeople(db, [personId]);
}
