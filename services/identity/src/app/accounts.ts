import { AppError, createErrorText } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';
import { findAccountByEmail } from '../db/users.repo';

/** Sign-in is by e-mail alone, so an address has one live account; the create error codes of SPEC §8. */
export async function assertEmailFree(db: Db | Trx, orgId: string, email: string): Promise<void> {
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  const code =
    account.org_id === orgId ? 'user_already_exists' : account.role === 'coworker' ? 'coworker_in_other_org' : 'account_in_other_org';
  throw AppError.conflict(
    code === 'account_in_other_org' ? 'This e-mail already has an account with another organization.' : createErrorText(code),
    code,
  );
}

/** Two creations with one e-mail raced past the check: the unique index decided. */
export const emailTakenInRace = () => AppError.conflict(createErrorText('user_already_exists'), 'user_already_exists');
