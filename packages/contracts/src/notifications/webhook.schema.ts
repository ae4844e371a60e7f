import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';
import { httpUrl } from '../url';
import { coworkerCreated, coworkerDeleted } from '../events/coworker.events';
import {
  deliveryCancelled,
  deliveryCompleted,
  deliveryConfirmed,
  deliveryExpired,
  deliveryReserved,
  deliveryRescheduled,
  storeDeliveryConfigUpdated,
} from '../events/delivery.events';
import { accountCredited, adjustmentCreated, payoutApproved, payoutChanged, payoutDeleted, payoutRequested } from '../events/ledger.events';
import { organizationUpdated } from '../events/organization.events';
import {
  productCreated,
  productDeleted,
  productDonated,
  productSold,
  productStatusChanged,
  productUpdated,
} from '../events/product.events';
import { sellerCreated, sellerDeleted, sellerUpdated } from '../events/seller.events';
import { storeCreated, storeDeleted, storeUpdated } from '../events/store.events';
import { termsPublished } from '../events/terms.events';

/** The domain events an organization can subscribe a webhook endpoint to. */
export const WEBHOOK_EVENT_CONTRACTS = [
  organizationUpdated,
  sellerCreated,
  sellerUpdated,
  sellerDeleted,
  coworkerCreated,
  coworkerDeleted,
  termsPublished,
  storeCreated,
  storeUpdated,
  storeDeleted,
  productCreated,
  productUpdated,
  productDeleted,
  productSold,
  productDonated,
  productStatusChanged,
  accountCredited,
  payoutRequested,
  payoutApproved,
  payoutChanged,
  payoutDeleted,
  adjustmentCreated,
  deliveryReserved,
  deliveryConfirmed,
  deliveryRescheduled,
  deliveryCancelled,
  deliveryExpired,
  deliveryCompleted,
  storeDeliveryConfigUpdated,
] as const;

/** Their envelope type strings, as endpoints list them. */
export const WEBHOOK_EVENT_TYPES: readonly string[] = WEBHOOK_EVENT_CONTRACTS.map((c) => c.type);

/** settings/integrations: an endpoint that receives signed POSTs of the chosen events. */
export const webhookEndpointCreateSchema = z.object({
  url: httpUrl(RULE_MESSAGES.webhooks.url),
  /** Shared secret of the HMAC-SHA256 signature; at least 16 characters. */
  secret: z.string().min(16, RULE_MESSAGES.webhooks.secretLength).max(200),
  eventTypes: z.array(z.string().min(1)).min(1, RULE_MESSAGES.webhooks.chooseEvent).max(100),
});
export const webhookEndpointPatchSchema = webhookEndpointCreateSchema.partial().extend({ enabled: z.boolean().optional() });

export interface WebhookEndpointView {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  /** Set when the endpoint kept failing for a day and was switched off. */
  disabledAt: string | null;
  failingSince: string | null;
  createdAt: string;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: string;
  aggregateId: string;
  status: 'queued' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** Headers of every webhook POST: signature `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_HEADERS = {
  signature: 'X-Consign-Signature',
  timestamp: 'X-Consign-Timestamp',
  delivery: 'X-Consign-Delivery',
  event: 'X-Consign-Event',
} as const;
