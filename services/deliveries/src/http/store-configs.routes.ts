import { MESSAGES } from '@consign/contracts';
import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import type { DatesCache } from '../app/dates-cache';
import { storeConfigFor } from '../app/store-context';
import { updateDeliverySchedule, updateExcludedDates } from '../app/update-store-config';
import { listStoreConfigs } from '../db/store-configs.repo';
import { toStoreDeliveryConfig } from '../domain/delivery-view';

/** Coworkers read and change a store's delivery configuration (SPEC §7 "update delivery schedule / excluded dates"). */
export function storeConfigRoutes(app: Express, { db, dates, verify }: { db: Db; dates: DatesCache; verify: TokenVerifier }): void {
  const signedIn = [requireAuth(verify), orgScope()];
  const staff = [...signedIn, requireRole('coworker')];

  // stores_config_deliveries of the organization: which stores take deliveries (sellers read it to book).
  app.get('/api/:org/deliveries/stores', ...signedIn, async (_req, res) => {
    const auth = authOf(res);
    res.json({ data: (await listStoreConfigs(db, auth.org)).map((r) => toStoreDeliveryConfig(r, auth.orgSlug)) });
  });

  app.get('/api/:org/deliveries/stores/:storeId', ...signedIn, async (req, res) => {
    const auth = authOf(res);
    res.json({ data: toStoreDeliveryConfig(await storeConfigFor(db, auth.org, String(req.params.storeId)), auth.orgSlug) });
  });

  app.put('/api/:org/deliveries/stores/:storeId/schedule', ...staff, async (req, res) => {
    const data = await updateDeliverySchedule(db, dates, authOf(res), String(req.params.storeId), req.body);
    res.json({ message: MESSAGES.stores.scheduleUpdated, data });
  });

  app.put('/api/:org/deliveries/stores/:storeId/excluded-dates', ...staff, async (req, res) => {
    const data = await updateExcludedDates(db, dates, authOf(res), String(req.params.storeId), req.body);
    res.json({ message: MESSAGES.stores.excludedDatesUpdated, data });
  });
}
