import { AppError, createErrorText, RULE_MESSAGES } from '@consign/contracts';
import { asSystem, type Db } from '@consign/kit';
import { findAccountByEmail, type UserRow } from '../db/users.repo';

/**
 * Sign-in is by e-mail alone, so an address has one live account; the create error codes of SPEC §8.
 * The lookup spans organizations, so it runs as system on a checkout of its own (not in the caller's
 * transaction); a race past it is still decided by the unique index.
 */
export async function assertEmailFree(db: Db, orgId: string, email: string): Promise<void> {
  const account = await asSystem('account e-mails are unique across organizations', () => findAccountByEmail(db, email));
  if (account) throw emailTaken(orgId, account);
}

/** Why an e-mail with a live account cannot be given to a new seller or coworker of `orgId`. */
export function emailTaken(orgId: string, account: Pick<UserRow, 'org_id' | 'role'>): AppError {
  const code =
    account.org_id === orgId ? 'user_already_exists' : account.role === 'coworker' ? 'coworker_in_other_org' : 'account_in_other_org';
  return AppError.conflict(code === 'account_in_other_org' ? RULE_MESSAGES.sellers.inOtherOrganization : createErrorText(code), code);
}

/** Two creations with one e-mail raced past the check: the unique index decided. */
export const emailTakenInRace = () => AppError.conflict(createErrorText('user_already_exists'), 'user_already_exists');
