import {
  AppError,
  googleCalendarUrl,
  isGoogleMailAddress,
  renderDeliveryInvite,
  type DeliveryInviteLinks,
  RULE_MESSAGES,
} from '@consign/contracts';
import type { AccessClaims, Db, Storage } from '@consign/kit';
import { findDelivery } from '../db/deliveries.repo';
import { toDeliveryInvite } from '../domain/delivery-view';
import { deliveryNotFound, detailsOf, inviteCacheName, isUuid, scopeOf, type DeliveriesContext } from './context';

export const INVITES_BUCKET = 'invites';

/** The worker's job: render the delivery's current invite into the cache. */
export async function renderInviteToCache(db: Db, storage: Storage, orgId: string, id: string): Promise<string> {
  const row = await detailsOf(db, orgId, id);
  const name = inviteCacheName(row);
  await storage.put(INVITES_BUCKET, name, Buffer.from(renderDeliveryInvite(toDeliveryInvite(row))), 'text/calendar; charset=utf-8');
  return name;
}

/**
 * The .ics of a delivery, from the cache the worker fills on confirm, reschedule and cancel; when the
 * current version is not rendered yet, asks the worker for it and waits a bounded time.
 */
export async function inviteFile(
  ctx: DeliveriesContext & { storage: Storage; waitMs: number },
  auth: AccessClaims,
  id: string,
): Promise<Buffer> {
  const scope = scopeOf(auth);
  if (!isUuid(id)) throw deliveryNotFound();
  const row = await findDelivery(ctx.db, scope, id);
  if (!row) throw deliveryNotFound();
  const name = inviteCacheName(row);
  const cached = await ctx.storage.get(INVITES_BUCKET, name);
  if (cached) return cached.data;
  await ctx.renderInvite(row.org_id, row.id, name);
  const deadline = Date.now() + ctx.waitMs;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    const rendered = await ctx.storage.get(INVITES_BUCKET, name);
    if (rendered) return rendered.data;
  }
  throw AppError.unavailable(RULE_MESSAGES.deliveries.inviteNotReady);
}

export async function inviteLinks(db: Db, auth: AccessClaims, id: string): Promise<DeliveryInviteLinks> {
  const scope = scopeOf(auth);
  if (!isUuid(id)) throw deliveryNotFound();
  const row = await detailsOf(db, auth.org, id);
  if (scope.sellerId && row.seller_id !== scope.sellerId) throw deliveryNotFound();
  return {
    icsUrl: `/api/${auth.orgSlug}/deliveries/${id}/invite.ics`,
    googleCalendarUrl: row.seller_email && isGoogleMailAddress(row.seller_email) ? googleCalendarUrl(toDeliveryInvite(row)) : null,
  };
}
