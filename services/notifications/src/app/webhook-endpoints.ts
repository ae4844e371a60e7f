import { randomUUID } from 'node:crypto';
import {
  AppError,
  WEBHOOK_EVENT_TYPES,
  webhookEndpointCreateSchema,
  webhookEndpointPatchSchema,
  type WebhookEndpointView,
  RULE_MESSAGES,
  apiMessage,
} from '@consign/contracts';
import { parseInput, parsePatch, withTransaction, type Db } from '@consign/kit';
import { deleteEndpoint, insertEndpoint, lockEndpoint, updateEndpoint, type EndpointRow } from '../db/webhooks.repo';
import { assertPublicTarget } from './webhook-target';

export const ENDPOINT_NOT_FOUND = RULE_MESSAGES.webhooks.notFound;
const isId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

export function toEndpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.event_types,
    enabled: row.enabled,
    disabledAt: row.disabled_at?.toISOString() ?? null,
    failingSince: row.failing_since?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

function checkEventTypes(types: string[]): string[] {
  const unknown = types.filter((t) => !WEBHOOK_EVENT_TYPES.includes(t));
  if (unknown.length) throw AppError.invalid(apiMessage('rules.webhooks.unknownEventType', { types: unknown.join(', ') }));
  return [...new Set(types)];
}

export async function createEndpoint(db: Db, orgId: string, input: unknown, allowPrivate: boolean): Promise<WebhookEndpointView> {
  const data = parseInput(webhookEndpointCreateSchema, input);
  const eventTypes = checkEventTypes(data.eventTypes);
  await assertPublicTarget(data.url, allowPrivate);
  const row = await withTransaction(db, (trx) =>
    insertEndpoint(trx, { id: randomUUID(), org_id: orgId, url: data.url, secret: data.secret, event_types: eventTypes }),
  );
  return toEndpointView(row);
}

/** Enabling an endpoint again starts its failure clock afresh. */
export async function changeEndpoint(
  db: Db,
  orgId: string,
  id: string,
  input: unknown,
  allowPrivate: boolean,
): Promise<WebhookEndpointView> {
  const patch = parsePatch(webhookEndpointPatchSchema, input);
  if (!isId(id)) throw AppError.notFound(ENDPOINT_NOT_FOUND);
  if (patch.url) await assertPublicTarget(patch.url, allowPrivate);
  const changes: Partial<EndpointRow> = {
    ...(patch.url ? { url: patch.url } : {}),
    ...(patch.secret ? { secret: patch.secret } : {}),
    ...(patch.eventTypes ? { event_types: checkEventTypes(patch.eventTypes) } : {}),
    ...(patch.enabled === true ? { enabled: true, disabled_at: null, failing_since: null } : {}),
    ...(patch.enabled === false ? { enabled: false } : {}),
  };
  const row = await withTransaction(db, async (trx) => {
    if (!(await lockEndpoint(trx, orgId, id))) throw AppError.notFound(ENDPOINT_NOT_FOUND);
    return updateEndpoint(trx, orgId, id, changes);
  });
  return toEndpointView(row);
}

export async function removeEndpoint(db: Db, orgId: string, id: string): Promise<void> {
  if (!isId(id)) throw AppError.notFound(ENDPOINT_NOT_FOUND);
  const deleted = await withTransaction(db, (trx) => deleteEndpoint(trx, orgId, id));
  if (!deleted) throw AppError.notFound(ENDPOINT_NOT_FOUND);
}
