import {
  organizationCreated,
  organizationUpdated,
  sellerCreated,
  sellerDeleted,
  sellerUpdated,
  type EventEnvelope,
} from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { markSellerDeleted, upsertOrganizationReplica, upsertSellerReplica } from '../db/replicas.repo';

export const identityContracts = [sellerCreated, sellerUpdated, sellerDeleted, organizationCreated, organizationUpdated] as const;

/** Keeps seller contacts (views, invites), organization names (SPEC §3 Delivery.org) and currencies (product prices). */
export async function handleIdentityEvent(event: EventEnvelope<unknown>, trx: Trx): Promise<void> {
  const at = new Date(event.occurredAt);
  switch (event.type) {
    case sellerCreated.type:
    case sellerUpdated.type: {
      const data = sellerCreated.schema.parse(event.data);
      await upsertSellerReplica(trx, {
        id: data.id,
        org_id: event.orgId!,
        email: data.email,
        full_name: data.fullName,
        account_number: data.accountNumber,
        deleted_at: null,
        source_updated_at: at,
      });
      return;
    }
    case sellerDeleted.type:
      await markSellerDeleted(trx, sellerDeleted.schema.parse(event.data).id, at);
      return;
    case organizationCreated.type:
    case organizationUpdated.type: {
      const data = organizationCreated.schema.parse(event.data);
      await upsertOrganizationReplica(trx, {
        id: data.id,
        slug: data.slug,
        name: data.name,
        currency: data.currency,
        source_updated_at: at,
      });
      return;
    }
  }
}
