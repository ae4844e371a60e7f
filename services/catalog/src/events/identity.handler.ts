import {
  organizationCreated,
  organizationUpdated,
  sellerCreated,
  sellerDeleted,
  sellerUpdated,
  type SellerEventData,
} from '@consign/contracts';
import { eventHandlers, on, type EventContext } from '@consign/kit';
import { forgetOrganizationContext } from '../app/organization-context';
import { markSellerDeleted, upsertOrganizationReplica, upsertSellerReplica } from '../db/replicas.repo';

const upsertSeller = (data: SellerEventData, { trx, orgId, at }: EventContext) =>
  upsertSellerReplica(trx, {
    id: data.id,
    org_id: orgId,
    full_name: data.fullName,
    account_number: data.accountNumber,
    email: data.email,
    deleted_at: null,
    source_updated_at: at,
  });

/** Keeps catalog's replicas of sellers and organizations current. */
export const identityReplicas = eventHandlers([
  on(sellerCreated, upsertSeller),
  on(sellerUpdated, upsertSeller),
  on(sellerDeleted, (data, { trx, at }) => markSellerDeleted(trx, data.id, at)),
  on(organizationCreated, async (data, { trx, at }) => {
    await upsertOrganizationReplica(trx, { id: data.id, slug: data.slug, name: data.name, currency: data.currency, source_updated_at: at });
    forgetOrganizationContext(trx, data.id);
  }),
  on(organizationUpdated, async (data, { trx, at }) => {
    await upsertOrganizationReplica(trx, {
      id: data.id,
      slug: data.slug,
      name: data.name,
      currency: data.currency,
      config: data.config,
      source_updated_at: at,
    });
    forgetOrganizationContext(trx, data.id);
  }),
]);
