import { sellerCreated, sellerDeleted, sellerUpdated, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { markSellerDeleted, upsertSeller } from '../db/sellers.repo';

export const sellerContracts = [sellerCreated, sellerUpdated, sellerDeleted] as const;

/** Keeps the ledger's seller replica current: names and account numbers for views and receipts. */
export async function handleSellerEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const at = new Date(event.occurredAt);
  if (event.type === sellerDeleted.type) return markSellerDeleted(trx, sellerDeleted.schema.parse(event.data).id, at);
  const data = sellerCreated.schema.parse(event.data);
  await upsertSeller(trx, {
    id: data.id,
    org_id: event.orgId!,
    full_name: data.fullName,
    account_number: data.accountNumber,
    bank_account_number: data.bankAccountNumber,
    deleted_at: null,
    source_updated_at: at,
  });
}
