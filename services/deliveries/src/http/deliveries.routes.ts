import { AppError, deliveryPatchSchema, MESSAGES, RULE_MESSAGES } from '@consign/contracts';
import { authOf, orgScope, parseInput, requireAuth, type Db, type Storage, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { cancelDelivery } from '../app/cancel-delivery';
import { completeDelivery, confirmDelivery } from '../app/confirm-delivery';
import type { DeliveriesContext } from '../app/context';
import { getDelivery, listDeliveries } from '../app/delivery-queries';
import { inviteFile, inviteLinks } from '../app/invite';
import { rescheduleDelivery } from '../app/reschedule-delivery';
import { reserveDelivery } from '../app/reserve-delivery';

export function deliveryRoutes(
  app: Express,
  { ctx, verify }: { ctx: DeliveriesContext & { storage: Storage; waitMs: number }; verify: TokenVerifier },
): void {
  const signedIn = [requireAuth(verify), orgScope()];
  const db: Db = ctx.db;

  app.get('/api/:org/deliveries', ...signedIn, async (req, res) => {
    res.json(await listDeliveries(db, authOf(res), req.query));
  });

  app.post('/api/:org/deliveries', ...signedIn, async (req, res) => {
    const key = req.header('idempotency-key')?.trim() || undefined;
    if (key && key.length > 200) throw AppError.invalid(RULE_MESSAGES.http.idempotencyKeyMax);
    const result = await reserveDelivery(ctx, authOf(res), req.body, key);
    res.status(result.status).json(result.body);
  });

  app.patch('/api/:org/deliveries', ...signedIn, async (req, res) => {
    const auth = authOf(res);
    const patch = parseInput(deliveryPatchSchema, req.body ?? {});
    if (patch.status === 'confirmed') {
      const row = await confirmDelivery(ctx, auth, patch.id, { sellerId: patch.seller_id, storeId: patch.store_id });
      res.json({ message: MESSAGES.deliveries.scheduled, delivery: await getDelivery(db, auth, row.id) });
      return;
    }
    const row =
      patch.status === 'completed'
        ? await completeDelivery(ctx, auth, patch.id)
        : await rescheduleDelivery(ctx, auth, { id: patch.id, at: patch.at!, store_id: patch.store_id!, seller_id: patch.seller_id! });
    res.json({ delivery: await getDelivery(db, auth, row.id) });
  });

  app.get('/api/:org/deliveries/:id', ...signedIn, async (req, res) => {
    res.json({ data: await getDelivery(db, authOf(res), String(req.params.id)) });
  });

  // Leaving the create flow: only an unconfirmed pending reservation goes this way.
  app.delete('/api/:org/deliveries/:id', ...signedIn, async (req, res) => {
    await cancelDelivery(ctx, authOf(res), String(req.params.id), 'pending-only');
    res.json({ message: MESSAGES.deliveries.cancelled });
  });

  app.post('/api/:org/deliveries/:id/cancel', ...signedIn, async (req, res) => {
    await cancelDelivery(ctx, authOf(res), String(req.params.id), 'pending-or-confirmed');
    res.json({ message: MESSAGES.deliveries.cancelled });
  });

  app.get('/api/:org/deliveries/:id/invite.ics', ...signedIn, async (req, res) => {
    const file = await inviteFile(ctx, authOf(res), String(req.params.id));
    res.setHeader('content-type', 'text/calendar; charset=utf-8');
    res.setHeader('content-disposition', `attachment; filename="delivery-${String(req.params.id)}.ics"`);
    res.send(file);
  });

  // For gmail.com / googlemail.com sellers the web client offers a Google Calendar link instead of the file.
  app.get('/api/:org/deliveries/:id/invite', ...signedIn, async (req, res) => {
    res.json(await inviteLinks(db, authOf(res), String(req.params.id)));
  });
}
