import { AppError, MESSAGES, storeCreditDebitSchema, type DebitStatus, type SaleOutcome, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, withTransaction, type Db, type Trx } from '@consign/kit';
import { lockAccount } from '../db/books.repo';
import { findDebit, insertDebit, lockDebit, resolveDebit } from '../db/store-credit.repo';
import { entriesFor } from '../domain/postings';
import { post } from './books';
import { requireSeller } from './payout-support';

export interface DebitReply {
  saleId: string;
  status: DebitStatus;
  available: number;
}

/**
 * catalog's sale, still open, spends a seller's store credit (POST /internal/{org}/store-credit-debits). The
 * sale's id is the debit's key: asked again (a retried call, a second replica) it answers the debit it made,
 * never a second one. The account lock serializes two tills spending the same seller's credits; the overdraft
 * trigger is the last word on 'never below zero'. The debit stays pending until the sale's outcome is known.
 */
export async function debitStoreCredit(db: Db, orgId: string, input: unknown): Promise<{ status: number; body: { data: DebitReply } }> {
  const body = parseInput(storeCreditDebitSchema, input);
  await requireSeller(db, orgId, body.sellerId);
  return withTransaction(db, async (trx) => {
    const locked = await lockAccount(trx, orgId, body.sellerId);
    const earlier = await lockDebit(trx, orgId, body.saleId);
    if (earlier) {
      if (earlier.seller_id !== body.sellerId || earlier.amount !== body.amount)
        throw AppError.unexpectedState(RULE_MESSAGES.payouts.debitMismatch, 'debit_mismatch');
      return { status: 200, body: { data: { saleId: body.saleId, status: earlier.status, available: locked.available } } };
    }
    if (locked.available < body.amount) throw AppError.unexpectedState(MESSAGES.payouts.notEnoughCredits, 'not_enough_credits');
    const { postingId, balance } = await post(trx, {
      orgId,
      sellerId: body.sellerId,
      locked,
      kind: 'purchase',
      name: body.name,
      referenceId: body.saleId,
      entries: entriesFor.purchase(body.sellerId, body.amount),
    });
    await insertDebit(trx, { sale_id: body.saleId, org_id: orgId, seller_id: body.sellerId, amount: body.amount, posting_id: postingId });
    return { status: 201, body: { data: { saleId: body.saleId, status: 'pending' as const, available: balance.available } } };
  });
}

/**
 * The sale a debit was made for committed (the debit stands) or never will (voided: the credits come back,
 * once: the status moves under the row lock). A debit already resolved stays as it is.
 */
export async function settleDebit(db: Db, orgId: string, saleId: string, outcome: SaleOutcome): Promise<DebitStatus | undefined> {
  return withTransaction(db, async (trx) => {
    const seen = await findDebit(trx, orgId, saleId);
    if (!seen || seen.status !== 'pending') return seen?.status;
    // The account first, then the debit: the order debitStoreCredit takes them in, so the two never deadlock.
    await lockAccount(trx, orgId, seen.seller_id);
    const debit = (await lockDebit(trx, orgId, saleId))!;
    if (debit.status !== 'pending') return debit.status;
    if (outcome === 'committed') {
      await resolveDebit(trx, orgId, saleId, 'confirmed');
      return 'confirmed';
    }
    const postingId = await refund(trx, orgId, debit.seller_id, debit.amount, saleId, 'Store credit purchase cancelled');
    await resolveDebit(trx, orgId, saleId, 'reversed', postingId);
    return 'reversed';
  });
}

/** Credits coming back to a seller as a 'purchase_refund' (a voided sale's debit, a return's refund). */
export async function refund(
  trx: Trx,
  orgId: string,
  sellerId: string,
  amount: number,
  referenceId: string,
  name: string,
): Promise<string> {
  const locked = await lockAccount(trx, orgId, sellerId);
  const { postingId } = await post(trx, {
    orgId,
    sellerId,
    locked,
    kind: 'purchase_refund',
    name,
    referenceId,
    entries: entriesFor.purchaseRefund(sellerId, amount),
  });
  return postingId;
}
