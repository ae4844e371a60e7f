import { oncePerTransaction, type Trx } from '@consign/kit';
import { findEmailSettings } from '../db/email-settings.repo';
import { findOrganization } from '../db/replicas.repo';
import { subscribedEndpoints } from '../db/webhooks.repo';

// Read once per transaction: the updates and webhook groups handle a batch of events in one, and its events
// mostly share an organization. Not for the replicas group, whose transactions change these rows.

export const organizationOnce = (trx: Trx, orgId: string) =>
  oncePerTransaction(trx, `organization:${orgId}`, () => findOrganization(trx, orgId));

export const emailSettingsOnce = (trx: Trx, orgId: string) =>
  oncePerTransaction(trx, `email-settings:${orgId}`, () => findEmailSettings(trx, orgId));

export const endpointsOnce = (trx: Trx, orgId: string, eventType: string) =>
  oncePerTransaction(trx, `webhook-endpoints:${orgId}:${eventType}`, () => subscribedEndpoints(trx, orgId, eventType));
