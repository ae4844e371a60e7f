import { AppError, WEBHOOK_EVENT_TYPES, type WebhookDeliveryView } from '@consign/contracts';
import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { z } from 'zod';
import { ENDPOINT_NOT_FOUND, changeEndpoint, createEndpoint, removeEndpoint, toEndpointView } from '../app/webhook-endpoints';
import { findEndpoint, listDeliveries, listEndpoints, type DeliveryRow } from '../db/webhooks.repo';

const deliveriesQuery = z.object({ take: z.coerce.number().int().min(1).max(500).default(100) });
const isId = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

function toDeliveryView(row: DeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    aggregateId: row.aggregate_id,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    createdAt: row.created_at.toISOString(),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}

/** settings/integrations: webhook endpoints (the secret is write-only) and their delivery log; staff only. */
export function webhookRoutes(app: Express, { db, verify, allowPrivate }: { db: Db; verify: TokenVerifier; allowPrivate: boolean }): void {
  const staff = [requireAuth(verify), orgScope(), requireRole('coworker')];
  const endpointOf = async (orgId: string, id: string) => {
    const endpoint = isId(id) ? await findEndpoint(db, orgId, id) : undefined;
    if (!endpoint) throw AppError.notFound(ENDPOINT_NOT_FOUND);
    return endpoint;
  };

  app.get('/api/:org/webhooks/event-types', ...staff, (_req, res) => {
    res.json({ data: WEBHOOK_EVENT_TYPES });
  });

  app.get('/api/:org/webhooks', ...staff, async (_req, res) => {
    res.json({ data: (await listEndpoints(db, authOf(res).org)).map(toEndpointView) });
  });

  app.post('/api/:org/webhooks', ...staff, async (req, res) => {
    res.status(201).json({ data: await createEndpoint(db, authOf(res).org, req.body, allowPrivate) });
  });

  app.get('/api/:org/webhooks/:id', ...staff, async (req, res) => {
    res.json({ data: toEndpointView(await endpointOf(authOf(res).org, String(req.params.id))) });
  });

  app.patch('/api/:org/webhooks/:id', ...staff, async (req, res) => {
    res.json({ data: await changeEndpoint(db, authOf(res).org, String(req.params.id), req.body, allowPrivate) });
  });

  app.delete('/api/:org/webhooks/:id', ...staff, async (req, res) => {
    await removeEndpoint(db, authOf(res).org, String(req.params.id));
    res.status(204).end();
  });

  app.get('/api/:org/webhooks/:id/deliveries', ...staff, async (req, res) => {
    const endpoint = await endpointOf(authOf(res).org, String(req.params.id));
    const { take } = deliveriesQuery.parse(req.query);
    res.json({ data: (await listDeliveries(db, endpoint.org_id, endpoint.id, take)).map(toDeliveryView) });
  });
}
