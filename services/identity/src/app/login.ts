import { AUTH_MESSAGES, AppError, loginRequestSchema } from '@consign/contracts';
import { parseInput, type Db } from '@consign/kit';
import { findUserByEmail } from '../db/users.repo';
import { verifyPassword } from '../domain/passwords';
import type { KeyRing } from './key-ring';
import { issueSession, type IssuedSession } from './sessions';

/** Email and password to a session; wrong e-mail and wrong password get the same answer. */
export async function login(db: Db, keys: KeyRing, input: unknown): Promise<IssuedSession> {
  const { email, password } = parseInput(loginRequestSchema, input);
  const user = await findUserByEmail(db, email);
  if (!(await verifyPassword(user?.password_hash, password)) || !user) throw AppError.unauthorized(AUTH_MESSAGES.invalidCredentials);
  return issueSession(db, keys, user);
}
