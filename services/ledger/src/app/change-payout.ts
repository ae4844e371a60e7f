import {
  AppError,
  normalizeBankAccount,
  type PayoutPatchInput,
  type PayoutView,
  minimumPayout,
  payoutChanged,
  payoutFee,
  payoutProblem,
} from '@consign/contracts';
import { publishEvents, withTransaction, type AccessClaims, type Db } from '@consign/kit';
import { lockAccount } from '../db/books.repo';
import { findPayout, updatePendingPayout } from '../db/payouts.repo';
import { findSeller } from '../db/sellers.repo';
import { entriesFor } from '../domain/postings';
import { payoutEventData, payoutName, toPayoutView } from '../domain/views';
import { post } from './books';
import { organizationContext } from './organization-context';
import { PAYOUT_NOT_FOUND, approvedConflict, askerOf, parseAmount, refuse, visiblePayout } from './payout-support';

/**
 * PATCH {id, …changes}: edits a pending payout. The new amount is checked as a new request would be, against
 * the credits available plus what this payout already holds, and the hold moves by the difference. An edit
 * that changes something is recorded as a ledger.payout.changed event.
 */
export async function changePayout(db: Db, auth: AccessClaims, patch: PayoutPatchInput): Promise<PayoutView> {
  const found = await visiblePayout(db, auth, patch.id);
  if (found.status === 'completed') throw approvedConflict('edited');
  const org = await organizationContext(db, auth.org);
  const asker = askerOf(auth);
  return withTransaction(db, async (trx) => {
    const locked = await lockAccount(trx, auth.org, found.seller_id);
    const current = await findPayout(trx, auth.org, found.id);
    if (!current) throw AppError.notFound(PAYOUT_NOT_FOUND);
    if (current.status === 'completed') throw approvedConflict('edited');

    const amount = patch.amount === undefined ? current.amount : parseAmount(patch.amount, org.fractionDigits);
    const bank = patch.bankAccountNumber === undefined ? current.bank_account_number : patch.bankAccountNumber;
    refuse(
      payoutProblem({
        asker,
        amount,
        bankAccountNumber: bank,
        available: locked.available + current.amount,
        minimum: minimumPayout(org.payoutFees, org.fractionDigits),
        fractionDigits: org.fractionDigits,
        currency: org.currency,
      }),
    );
    const newAmount = amount as number; // payoutProblem refused a missing amount
    const row = await updatePendingPayout(trx, auth.org, current.id, {
      amount: newAmount,
      fee: payoutFee(newAmount, org.payoutFees, org.fractionDigits).transactionFee,
      bank_account_number: normalizeBankAccount(bank!),
    });
    const delta = newAmount - current.amount;
    if (delta !== 0)
      await post(trx, {
        orgId: auth.org,
        sellerId: current.seller_id,
        locked,
        kind: 'payout_hold_change',
        name: payoutName(current.number),
        referenceId: current.id,
        entries: delta > 0 ? entriesFor.hold(current.seller_id, delta) : entriesFor.release(current.seller_id, -delta),
      });
    if (row!.amount !== current.amount || row!.bank_account_number !== current.bank_account_number)
      await publishEvents(trx, [
        payoutChanged.create({
          source: 'ledger',
          orgId: auth.org,
          aggregateId: current.id,
          data: {
            ...payoutEventData(row!),
            previous: { amount: current.amount, bankAccountNumber: current.bank_account_number },
            changedBy: { userId: auth.sub, role: auth.role },
          },
        }),
      ]);
    const seller = await findSeller(trx, auth.org, current.seller_id);
    return toPayoutView(row!, seller?.full_name ?? null, org.fractionDigits);
  });
}
