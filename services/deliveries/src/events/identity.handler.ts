import {
  organizationCreated,
  organizationUpdated,
  sellerCreated,
  sellerDeleted,
  sellerUpdated,
  type OrganizationConfig,
  type SellerEventData,
} from '@consign/contracts';
import { eventHandlers, on, type EventContext } from '@consign/kit';
import { markSellerDeleted, upsertOrganizationReplica, upsertSellerReplica } from '../db/replicas.repo';

const upsertSeller = (data: SellerEventData, { trx, orgId, at }: EventContext) =>
  upsertSellerReplica(trx, {
    id: data.id,
    org_id: orgId,
    email: data.email,
    full_name: data.fullName,
    account_number: data.accountNumber,
    deleted_at: null,
    source_updated_at: at,
  });

type OrganizationData = { id: string; slug: string; name: string; currency: string; config?: OrganizationConfig };

const upsertOrganization = (data: OrganizationData, { trx, at }: EventContext) =>
  upsertOrganizationReplica(trx, {
    id: data.id,
    slug: data.slug,
    name: data.name,
    currency: data.currency,
    deliveries_enabled: data.config?.sellerExperience.deliveriesEnabled,
    source_updated_at: at,
  });

/**
 * Keeps seller contacts (views, invites), organization names (SPEC §3 Delivery.org), currencies (product prices)
 * and the seller-experience switch for deliveries (seller bookings are refused when it is off).
 */
export const identityReplicas = eventHandlers([
  on(sellerCreated, upsertSeller),
  on(sellerUpdated, upsertSeller),
  on(sellerDeleted, (data, { trx, at }) => markSellerDeleted(trx, data.id, at)),
  on(organizationCreated, upsertOrganization),
  on(organizationUpdated, upsertOrganization),
]);
