import { productPaidOut } from '@consign/contracts';
import { eventHandlers, on } from '@consign/kit';
import { isId } from '../app/product-queries';
import { recordPaidOut } from '../db/history.repo';

/**
 * The ledger's payouts finished paying out an item: a 'paid_out' line in its history, by whoever approved the
 * payout. Runs in the inbox transaction, so a redelivered event writes one line.
 */
export const ledgerHistory = eventHandlers([
  on(productPaidOut, async (data, { trx, orgId }) => {
    if (!isId(data.productId)) return;
    await recordPaidOut(trx, orgId, { productId: data.productId, at: new Date(data.at), by: data.by, amount: data.amount });
  }),
]);
