import { asSystem, withTransaction, type Db, type TokenRevocations, type Trx } from '@consign/kit';
import { endPersonIfUnused, insertPerson, lockPerson, setPersonEmail } from '../db/people.repo';
import { membershipIds, setUserPerson, type UserRow } from '../db/users.repo';
import { endAllAccess } from './end-access';
import { createInvite } from './invites';

/**
 * A membership's e-mail changes (staff correct a seller's or a coworker's address; the caller checked that the
 * new one is no one's). A person with this membership only keeps it and their password, under the new address,
 * as before people existed. A person with other organizations too keeps their address and password for those:
 * one organization's staff must not move another's sign-in. This membership becomes a new person's, whose
 * sessions here end and who is invited to choose a password.
 */
export async function changeMembershipEmail(
  db: Db,
  trx: Trx,
  revocations: TokenRevocations,
  user: Pick<UserRow, 'id' | 'org_id' | 'role' | 'person_id'> & { name: string },
  email: string,
): Promise<void> {
  if (!user.person_id) return;
  // Held until commit: a membership added meanwhile (ensurePeople's share lock) waits, so the count holds.
  await lockPerson(trx, user.person_id);
  const ids = await asSystem("a person's memberships span organizations", () => membershipIds(db, user.person_id!));
  if (ids.every((id) => id === user.id)) return setPersonEmail(trx, user.person_id, email);
  await setUserPerson(trx, user.id, await insertPerson(trx, email));
  await endAllAccess(trx, revocations, user.id);
  await createInvite(trx, { id: user.id, orgId: user.org_id, email, role: user.role, name: user.name });
}

/**
 * After memberships ended (their transaction committed): a person left with none ends too, so their e-mail is
 * free and their password gone. Runs as system (it counts memberships in every organization).
 */
export async function releasePeople(db: Db, personIds: Array<string | null>): Promise<void> {
  for (const id of new Set(personIds)) {
    if (id) await asSystem('a person ends with their last membership', () => withTransaction(db, (trx) => endPersonIfUnused(trx, id)));
  }
}
