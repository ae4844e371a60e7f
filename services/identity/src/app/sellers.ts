import { randomUUID } from 'node:crypto';
import {
  AppError,
  sellerCreateSchema,
  sellerCreated,
  sellerDeleted,
  sellerPatchSchema,
  sellerUpdated,
  type SellerView,
} from '@consign/contracts';
import { parseInput, pgErrorCode, publishEvents, withTransaction, type AccessClaims, type Db, type Trx } from '@consign/kit';
import { nextSequenceValue } from '../db/sequences.repo';
import { revokeAllSessions } from '../db/tokens.repo';
import { insertSeller, lockSeller, softDeleteSeller, updateSeller, type SellerRow } from '../db/sellers.repo';
import { insertUser, softDeleteUserOfSeller, updateUserOfSeller } from '../db/users.repo';
import { fullName, sellerEventData, toSellerView } from '../domain/seller-view';
import { assertEmailFree, emailTakenInRace } from './accounts';
import { createInvite } from './invites';

export const SELLER_NOT_FOUND = 'Seller not found';
const notFound = () => AppError.notFound(SELLER_NOT_FOUND);

async function announce(trx: Trx, row: SellerRow, event: typeof sellerCreated | typeof sellerUpdated): Promise<void> {
  await publishEvents(trx, [event.create({ source: 'identity', orgId: row.org_id, aggregateId: row.id, data: sellerEventData(row) })]);
}

/** Staff create a seller: the seller, a login without a password, and an invite, in one transaction. */
export async function createSeller(db: Db, auth: AccessClaims, input: unknown): Promise<SellerView> {
  const data = parseInput(sellerCreateSchema, input);
  await assertEmailFree(db, auth.org, data.email);
  try {
    return await withTransaction(db, async (trx) => {
      const accountNumber = await nextSequenceValue(trx, auth.org, 'seller_account');
      const seller = await insertSeller(trx, {
        id: randomUUID(),
        org_id: auth.org,
        account_number: accountNumber,
        first_name: data.firstName,
        last_name: data.lastName,
        email: data.email,
        phone: data.phoneNumber,
        bank_account_number: data.bankAccountNumber ?? null,
      });
      const userId = randomUUID();
      await insertUser(trx, {
        id: userId,
        org_id: auth.org,
        email: data.email,
        password_hash: null,
        role: 'seller',
        seller_id: seller.id,
        first_name: data.firstName,
        last_name: data.lastName,
        phone: data.phoneNumber,
      });
      await announce(trx, seller, sellerCreated);
      await createInvite(trx, { id: userId, orgId: auth.org, email: data.email, role: 'seller', name: fullName(seller) });
      return toSellerView(seller, auth.orgSlug);
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw emailTakenInRace();
    throw err;
  }
}

/** A seller may change only themself, and never their e-mail; staff may change any seller of the org. */
export async function patchSeller(db: Db, auth: AccessClaims, input: unknown): Promise<SellerView> {
  const patch = parseInput(sellerPatchSchema, input);
  if (auth.role === 'seller' && patch.id !== auth.sellerId) throw notFound();
  if (auth.role === 'seller' && patch.email !== undefined) throw AppError.forbidden('Sellers cannot change their e-mail address');
  return withTransaction(db, async (trx) => {
    const current = await lockSeller(trx, auth.org, patch.id);
    if (!current || current.deleted_at) throw notFound();
    if (patch.email && patch.email !== current.email) await assertEmailFree(db, auth.org, patch.email);
    const updated = await updateSeller(trx, auth.org, patch.id, {
      ...(patch.firstName !== undefined ? { first_name: patch.firstName } : {}),
      ...(patch.lastName !== undefined ? { last_name: patch.lastName } : {}),
      ...(patch.email !== undefined ? { email: patch.email } : {}),
      ...(patch.phonenumber !== undefined ? { phone: patch.phonenumber } : {}),
      ...(patch.bankAccountNumber !== undefined ? { bank_account_number: patch.bankAccountNumber } : {}),
    });
    await updateUserOfSeller(trx, updated.id, {
      email: updated.email,
      first_name: updated.first_name,
      last_name: updated.last_name,
      phone: updated.phone,
    });
    await announce(trx, updated, sellerUpdated);
    return toSellerView(updated, auth.orgSlug);
  });
}

/** Soft delete: the seller and their login go; a second delete says so ('already deleted', SPEC §7). */
export async function deleteSeller(db: Db, auth: AccessClaims, sellerId: unknown): Promise<void> {
  if (typeof sellerId !== 'string' || !/^[0-9a-f-]{36}$/i.test(sellerId)) throw AppError.invalid('sellerId is required');
  await withTransaction(db, async (trx) => {
    const current = await lockSeller(trx, auth.org, sellerId);
    if (!current) throw notFound();
    if (current.deleted_at) throw AppError.conflict('Seller is already deleted', 'already_deleted');
    await softDeleteSeller(trx, auth.org, sellerId);
    const userIds = await softDeleteUserOfSeller(trx, sellerId);
    for (const userId of userIds) await revokeAllSessions(trx, userId);
    await publishEvents(trx, [
      sellerDeleted.create({ source: 'identity', orgId: auth.org, aggregateId: sellerId, data: { id: sellerId } }),
    ]);
  });
}
