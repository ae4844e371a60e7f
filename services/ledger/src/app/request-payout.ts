import { randomUUID } from 'node:crypto';
import {
  AppError,
  MESSAGES,
  normalizeBankAccount,
  payoutCreateSchema,
  payoutRequested,
  type PayoutView,
  minimumPayout,
  payoutFee,
  insufficientCredits,
  payoutProblem,
  RULE_MESSAGES,
} from '@consign/contracts';
import { parseInput, publishEvents, runIdempotent, type AccessClaims, type Db, type Reply } from '@consign/kit';
import { lockAccount, readBalance } from '../db/books.repo';
import { insertPayout, nextPayoutNumber } from '../db/payouts.repo';
import { entriesFor } from '../domain/postings';
import { payoutEventData, payoutName, toPayoutView } from '../domain/views';
import { post } from './books';
import { organizationContext } from './organization-context';
import { askerOf, parseAmount, refuse, requireSeller, targetSellerId } from './payout-support';

/**
 * POST /api/{org}/payouts: checks the request with the asker's messages, then holds the amount from the
 * seller's available credits in the transaction that inserts the payout, under the account's row lock.
 */
export async function requestPayout(
  db: Db,
  auth: AccessClaims,
  input: unknown,
  idempotencyKey?: string,
): Promise<Reply<{ data: PayoutView; message: string }>> {
  const body = parseInput(payoutCreateSchema, input);
  const asker = askerOf(auth);
  const sellerId = targetSellerId(auth, body.seller?.id);
  const seller = await requireSeller(db, auth.org, sellerId);

  // Everything else reads on the transaction's own connection: under a burst of requests each one waits
  // for a pooled connection once, not once per read.
  return runIdempotent(db, auth, idempotencyKey, 'POST /payouts', body, async (trx) => {
    const org = await organizationContext(trx, auth.org);
    if (asker === 'seller' && !org.config.payouts.enabled)
      throw AppError.unexpectedState(RULE_MESSAGES.payouts.disabled, 'payouts_disabled');
    const amount = parseAmount(body.amount, org.fractionDigits);
    const minimum = minimumPayout(org.payoutFees, org.fractionDigits);
    // The form's checks read the balance as it is; the hold re-checks under the row lock, where a request
    // that lost a race for the same credits learns it with 'Not enough store credits'.
    const seen = await readBalance(trx, auth.org, sellerId);
    const candidate = {
      asker,
      amount,
      bankAccountNumber: body.bankAccountNumber,
      minimum,
      fractionDigits: org.fractionDigits,
      currency: org.currency,
    };
    refuse(payoutProblem({ ...candidate, available: seen.available }));
    const hold = amount as number; // payoutProblem refused a missing amount
    const locked = await lockAccount(trx, auth.org, sellerId);
    if (locked.available < hold) refuse(insufficientCredits(asker));

    const { transactionFee } = payoutFee(hold, org.payoutFees, org.fractionDigits);
    const number = await nextPayoutNumber(trx, auth.org);
    const row = await insertPayout(trx, {
      id: randomUUID(),
      org_id: auth.org,
      seller_id: sellerId,
      number,
      bank_account_number: normalizeBankAccount(body.bankAccountNumber!),
      amount: hold,
      fee: transactionFee,
      currency: org.currency,
    });
    await post(trx, {
      orgId: auth.org,
      sellerId,
      locked,
      kind: 'payout_hold',
      name: payoutName(number),
      referenceId: row.id,
      entries: entriesFor.hold(sellerId, hold),
    });
    await publishEvents(trx, [
      payoutRequested.create({ source: 'ledger', orgId: auth.org, aggregateId: row.id, data: payoutEventData(row) }),
    ]);
    return { status: 201, body: { data: toPayoutView(row, seller.full_name, org.fractionDigits), message: MESSAGES.payouts.saved } };
  });
}
