import { padSaleNumber, saleReturned } from '@consign/contracts';
import { eventHandlers, on } from '@consign/kit';
import { refund } from '../app/store-credit-debits';

/**
 * catalog's sale.returned: what the buyer paid with store credit comes back to that credit. Runs in the inbox
 * transaction, so a redelivered event refunds nothing twice.
 */
export const saleHandlers = eventHandlers([
  on(saleReturned, async (data, { trx, orgId }) => {
    for (const r of data.storeCreditRefunds)
      await refund(trx, orgId, r.sellerId, r.amount, data.returnId, `Store credit refund, sale ${padSaleNumber(data.saleNumber)}`);
  }),
]);
