import { organizationCreated, organizationUpdated, type EventEnvelope } from '@consign/contracts';
import type { Trx } from '@consign/kit';
import { upsertOrganization } from '../db/organizations.repo';

export const organizationContracts = [organizationCreated, organizationUpdated];

type OrganizationEvent = EventEnvelope<{ id: string; slug: string; name: string; currency: string; config?: Record<string, unknown> }>;

export async function handleOrganizationEvent(event: OrganizationEvent, trx: Trx): Promise<void> {
  const { id, slug, name, currency, config } = event.data;
  await upsertOrganization(trx, { id, slug, name, currency, config: config ?? {}, source_updated_at: new Date(event.occurredAt) });
}
