import { authOf, orgScope, requireAuth, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { deliveryDates, deliverySlots } from '../app/calendar';
import type { DatesCache } from '../app/dates-cache';

export function calendarRoutes(app: Express, { db, dates, verify }: { db: Db; dates: DatesCache; verify: TokenVerifier }): void {
  const signedIn = [requireAuth(verify), orgScope()];

  app.get('/api/:org/deliveries/:storeId/dates', ...signedIn, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await deliveryDates(db, dates, authOf(res).org, String(req.params.storeId)));
  });

  app.get('/api/:org/deliveries/:storeId/slots/:date', ...signedIn, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json(await deliverySlots(db, authOf(res).org, String(req.params.storeId), String(req.params.date)));
  });
}
