import { RECEIPT_LINK_TTL_SECONDS, payoutApproved, payoutReceiptResource, type EventEnvelope } from '@consign/contracts';
import { signLink, type Trx } from '@consign/kit';
import { recordUpdate } from '../app/record-update';
import { organizationOnce } from '../app/batch-reads';
import { findSeller } from '../db/replicas.repo';
import { payoutApprovedUpdate } from '../domain/update-content';
import type { HandlerContext } from './context';

/** Payout approved, with the link to its receipt (SPEC §7: /api/{org}/payouts/{sellerId}/{payoutId}/{accountNumber}?currency=). */
export async function onPayoutApproved(ctx: HandlerContext, event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const data = payoutApproved.schema.parse(event.data);
  const orgId = event.orgId!;
  const [seller, org] = await Promise.all([findSeller(trx, orgId, data.sellerId), organizationOnce(trx, orgId)]);
  // Signed, so the link opens from the e-mail without a session (ledger checks the signature).
  const receiptPath =
    seller && org
      ? signLink(
          ctx.config.SIGNING_SECRET,
          payoutReceiptResource({
            orgSlug: org.slug,
            sellerId: data.sellerId,
            payoutId: data.id,
            accountNumber: seller.account_number,
            currency: data.currency,
            orgId,
          }),
          RECEIPT_LINK_TTL_SECONDS,
        )
      : '/';
  await recordUpdate(
    trx,
    ctx.queues,
    orgId,
    (language) =>
      payoutApprovedUpdate(
        {
          sellerId: data.sellerId,
          firstName: seller?.first_name ?? null,
          payout: data,
          receiptUrl: new URL(receiptPath, ctx.config.PUBLIC_URL).toString(),
        },
        language,
      ),
    undefined,
    { organization: org, seller },
  );
}
