import { AppError, createErrorText, RULE_MESSAGES } from '@consign/contracts';
import { asSystem, type Db } from '@consign/kit';
import { findAccountsByEmail, type UserRow } from '../db/users.repo';

/**
 * Who an e-mail is, in SPEC §8's create error codes. Sign-in is by e-mail alone, so an address is one person;
 * a person may have a membership in several organizations (issue 25):
 * - a seller may be added in any organization where the person is not a member yet (a person of another
 *   organization gets a membership here and keeps their password);
 * - a coworker's e-mail must be nobody's yet: a coworker of another organization is 'coworker_in_other_org'
 *   (SPEC), a seller there 'account_in_other_org', a member here 'user_already_exists'; so is a changed e-mail.
 * The lookups span organizations, so they run as system on a checkout of their own (not in the caller's
 * transaction); a race past them is still decided by the unique indexes (people_email, users_person_org).
 */
const accountsOf = (db: Db, email: string) =>
  asSystem('a person is found by e-mail across organizations', () => findAccountsByEmail(db, email));

/** A new seller of `orgId`: only a membership here already is in the way. */
export async function assertNotMemberHere(db: Db, orgId: string, email: string): Promise<void> {
  const here = (await accountsOf(db, email)).find((a) => a.org_id === orgId);
  if (here) throw emailTaken(orgId, here);
}

/** A new coworker of `orgId`, or a changed e-mail of anyone: the address must be no one's. */
export async function assertEmailFree(db: Db, orgId: string, email: string): Promise<void> {
  const accounts = await accountsOf(db, email);
  const account = accounts.find((a) => a.org_id === orgId) ?? accounts.find((a) => a.role === 'coworker') ?? accounts[0];
  if (account) throw emailTaken(orgId, account);
}

/** Why an e-mail with a live membership cannot be given to a new coworker (or, here, seller) of `orgId`. */
export function emailTaken(orgId: string, account: Pick<UserRow, 'org_id' | 'role'>): AppError {
  const code =
    account.org_id === orgId ? 'user_already_exists' : account.role === 'coworker' ? 'coworker_in_other_org' : 'account_in_other_org';
  return AppError.conflict(code === 'account_in_other_org' ? RULE_MESSAGES.sellers.inOtherOrganization : createErrorText(code), code);
}

/** Two creations with one e-mail raced past the check: the unique index decided. */
export const emailTakenInRace = () => AppError.conflict(createErrorText('user_already_exists'), 'user_already_exists');
