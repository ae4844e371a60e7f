import type { TokenRevocations, Trx } from '@consign/kit';
import { revokeAllSessions } from '../db/tokens.repo';
import { raiseTokenVersion } from '../db/users.repo';

/**
 * Ends every session of an account and every access token already handed out, inside the caller's
 * transaction. The row lock of the version update orders concurrent calls, so Redis gets their versions in
 * order. Redis is written before the commit: if it is down the change rolls back rather than leaving
 * tokens alive; a commit that fails after it errs on the safe side (the account's new tokens are refused
 * until the key expires).
 */
export async function endAllAccess(trx: Trx, revocations: TokenRevocations, userId: string): Promise<void> {
  await revokeAllSessions(trx, userId);
  await revocations.raise(userId, await raiseTokenVersion(trx, userId));
}
