import { AUTH_MESSAGES, AppError, loginRequestSchema } from '@consign/contracts';
import { parseInput, type Db } from '@consign/kit';
import { findPersonByEmail, setLastUsed } from '../db/people.repo';
import { findSignInMembership } from '../db/users.repo';
import { verifyPassword } from '../domain/passwords';
import type { KeyRing } from './key-ring';
import { issueSession, type IssuedSession } from './sessions';

/**
 * Email and password to a session in the person's last used organization (else their newest membership); wrong
 * e-mail and wrong password get the same answer, and so does a person none of whose memberships lives. Runs as
 * system: a person belongs to no organization.
 */
export async function login(db: Db, keys: KeyRing, input: unknown): Promise<IssuedSession> {
  const { email, password } = parseInput(loginRequestSchema, input);
  const person = await findPersonByEmail(db, email);
  if (!(await verifyPassword(person?.password_hash, password)) || !person) throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  const user = await findSignInMembership(db, person.id, person.last_user_id);
  if (!user) throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  // Where they are now is where the next sign-in lands, whatever organization adds them meanwhile.
  if (person.last_user_id !== user.id) await setLastUsed(db, person.id, user.id);
  return issueSession(db, keys, user);
}
