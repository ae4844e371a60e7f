import { productSold, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { recordUpdate } from '../app/record-update';
import { organizationOnce } from '../app/batch-reads';
import { findSeller } from '../db/replicas.repo';
import { productSoldUpdate } from '../domain/update-content';
import type { HandlerContext } from './context';

/**
 * "Your item sold", with the product card and the seller's share after the organization's fees on sales (none
 * before identity's first organization event, as for a new organization); store-owned items have no seller to tell.
 */
export async function onProductSold(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = productSold.schema.parse(event.data);
  const { sellerId } = data;
  if (!sellerId || data.storeOwned) return;
  const orgId = event.orgId!;
  const [seller, org] = await Promise.all([findSeller(trx, orgId, sellerId), organizationOnce(trx, orgId)]);
  await recordUpdate(
    trx,
    ctx.queues,
    orgId,
    (language) =>
      productSoldUpdate(
        {
          sellerId,
          firstName: seller?.first_name ?? null,
          product: data,
          fees: org?.sale_fees ?? [],
          currency: data.currency,
          publicUrl: ctx.config.PUBLIC_URL,
        },
        language,
      ),
    undefined,
    { organization: org, seller },
  );
}
