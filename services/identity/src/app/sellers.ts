import { randomUUID } from 'node:crypto';
import {
  AppError,
  sellerCreateSchema,
  sellerCreated,
  sellerDeleted,
  sellerPatchSchema,
  sellerUpdated,
  type Language,
  type SellerCreate,
  type SellerView,
  RULE_MESSAGES,
} from '@consign/contracts';
import {
  parseInput,
  pgErrorCode,
  publishEvents,
  withTransaction,
  type AccessClaims,
  type Db,
  type TokenRevocations,
  type Trx,
} from '@consign/kit';
import { nextSequenceValues } from '../db/sequences.repo';
import { insertSellers, lockSeller, softDeleteSeller, updateSeller, type SellerRow } from '../db/sellers.repo';
import { ensurePeople } from '../db/people.repo';
import { findUserOfSeller, insertUser, softDeleteUserOfSeller, updateUserOfSeller } from '../db/users.repo';
import { fullName, sellerEventData, toSellerView } from '../domain/seller-view';
import { assertEmailFree, assertNotMemberHere, emailTakenInRace } from './accounts';
import { endAllAccess } from './end-access';
import { createInvites } from './invites';
import { changeMembershipEmail, releasePeople } from './memberships';

export const SELLER_NOT_FOUND = RULE_MESSAGES.sellers.notFound;
const notFound = () => AppError.notFound(SELLER_NOT_FOUND);

/** A changed seller, for every service's replica, with their login's language. */
export async function announceSellerUpdate(trx: Trx, row: SellerRow, language: Language | null): Promise<void> {
  await publishEvents(trx, [
    sellerUpdated.create({ source: 'identity', orgId: row.org_id, aggregateId: row.id, data: sellerEventData(row, language) }),
  ]);
}

/**
 * Staff create a seller: the seller, a membership and an invite, in one transaction. The e-mail of a person of
 * another organization adds a membership here to that person, who keeps their password (issue 25).
 */
export async function createSeller(db: Db, auth: AccessClaims, input: unknown): Promise<SellerView> {
  const data = parseInput(sellerCreateSchema, input);
  await assertNotMemberHere(db, auth.org, data.email);
  try {
    return await withTransaction(db, async (trx) => toSellerView(await insertSellerWithLogin(trx, auth.org, data), auth.orgSlug));
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw emailTakenInRace();
    throw err;
  }
}

/** The writes of a new seller inside the caller's transaction (staff create, imports): seller, login, event, invite. */
export async function insertSellerWithLogin(trx: Trx, orgId: string, data: SellerCreate): Promise<SellerRow> {
  return (await insertSellersWithLogins(trx, orgId, [data]))[0]!;
}

/**
 * The same writes for several sellers in a handful of statements, whatever their number (an import's page):
 * one round trip per table instead of one per seller and table. Each e-mail's person is found or made; one who
 * is a member here already breaks the unique index (23505) as before.
 */
export async function insertSellersWithLogins(trx: Trx, orgId: string, list: SellerCreate[]): Promise<SellerRow[]> {
  if (!list.length) return [];
  const accountNumbers = await nextSequenceValues(trx, orgId, 'seller_account', list.length);
  const sellers = await insertSellers(
    trx,
    list.map((data, i) => ({
      id: randomUUID(),
      org_id: orgId,
      account_number: accountNumbers[i]!,
      first_name: data.firstName,
      last_name: data.lastName,
      email: data.email,
      phone: data.phoneNumber,
      bank_account_number: data.bankAccountNumber ?? null,
    })),
  );
  const people = await ensurePeople(
    trx,
    sellers.map((s) => s.email),
  );
  const personOf = (email: string) => people.get(email.toLowerCase())!;
  const users = sellers.map((seller) => ({
    id: randomUUID(),
    org_id: orgId,
    email: seller.email,
    person_id: personOf(seller.email).id,
    role: 'seller' as const,
    seller_id: seller.id,
    first_name: seller.first_name,
    last_name: seller.last_name,
    phone: seller.phone,
  }));
  await insertUser(trx, users);
  await publishEvents(
    trx,
    // A new login has chosen no language yet.
    sellers.map((row) => sellerCreated.create({ source: 'identity', orgId, aggregateId: row.id, data: sellerEventData(row, null) })),
  );
  await createInvites(
    trx,
    users.map((u, i) => ({
      id: u.id,
      orgId,
      email: u.email,
      role: 'seller' as const,
      name: fullName(sellers[i]!),
      hasPassword: Boolean(personOf(u.email).password_hash),
    })),
  );
  return sellers;
}

type SellerChanges = Partial<Pick<SellerRow, 'first_name' | 'last_name' | 'email' | 'phone' | 'bank_account_number'>>;

/** The writes of a changed seller inside the caller's transaction: seller, their login's copy, the event. */
export async function writeSellerChanges(trx: Trx, orgId: string, id: string, changes: SellerChanges): Promise<SellerRow> {
  const updated = await updateSeller(trx, orgId, id, changes);
  const language = await updateUserOfSeller(trx, updated.id, {
    email: updated.email,
    first_name: updated.first_name,
    last_name: updated.last_name,
    phone: updated.phone,
  });
  await announceSellerUpdate(trx, updated, language);
  return updated;
}

/** A seller may change only themself, and never their e-mail; staff may change any seller of the org. */
export async function patchSeller(db: Db, revocations: TokenRevocations, auth: AccessClaims, input: unknown): Promise<SellerView> {
  const patch = parseInput(sellerPatchSchema, input);
  if (auth.role === 'seller' && patch.id !== auth.sellerId) throw notFound();
  if (auth.role === 'seller' && patch.email !== undefined) throw AppError.forbidden(RULE_MESSAGES.access.sellersKeepEmail);
  try {
    return await withTransaction(db, async (trx) => {
      const current = await lockSeller(trx, auth.org, patch.id);
      if (!current || current.deleted_at) throw notFound();
      const newEmail = patch.email && patch.email !== current.email ? patch.email : undefined;
      if (newEmail) {
        await assertEmailFree(db, auth.org, newEmail);
        const user = await findUserOfSeller(trx, current.id);
        if (user) await changeMembershipEmail(db, trx, revocations, { ...user, name: fullName(current) }, newEmail);
      }
      const updated = await writeSellerChanges(trx, auth.org, patch.id, {
        ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
        ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
        ...(patch.email !== undefined ? { email: patch.email } : {}),
        ...(patch.phonenumber !== undefined ? { phone: patch.phonenumber } : {}),
        ...(patch.bankAccountNumber !== undefined ? { bank_account_number: patch.bankAccountNumber } : {}),
      });
      return toSellerView(updated, auth.orgSlug);
    });
  } catch (err) {
    // Another person took the new e-mail since the check: the unique index decided.
    if (pgErrorCode(err) === '23505') throw emailTakenInRace();
    throw err;
  }
}

/** Soft delete: the seller and their login go; a second delete says so ('already deleted', SPEC §7). */
export async function deleteSeller(db: Db, revocations: TokenRevocations, auth: AccessClaims, sellerId: unknown): Promise<void> {
  if (typeof sellerId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sellerId)) throw AppError.invalid(RULE_MESSAGES.sellers.idRequired);
  // Only this organization's membership ends: the person and their other organizations stay.
  const ended = await withTransaction(db, async (trx) => {
    const current = await lockSeller(trx, auth.org, sellerId);
    if (!current) throw notFound();
    if (current.deleted_at) throw AppError.conflict(RULE_MESSAGES.sellers.alreadyDeleted, 'already_deleted');
    await softDeleteSeller(trx, auth.org, sellerId);
    const users = await softDeleteUserOfSeller(trx, sellerId);
    for (const user of users) await endAllAccess(trx, revocations, user.id);
    await publishEvents(trx, [
      sellerDeleted.create({ source: 'identity', orgId: auth.org, aggregateId: sellerId, data: { id: sellerId } }),
    ]);
    return users;
  });
  await releasePeople(
    db,
    ended.map((u) => u.person_id),
  );
}
