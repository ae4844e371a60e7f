import { createHmac, timingSafeEqual } from 'node:crypto';

/** The X-Consign-Signature value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (Stripe-style). */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/**
 * What a receiver does: recompute the HMAC over the raw body and refuse stale timestamps, so a captured
 * request cannot be replayed later.
 */
export function verifyWebhook(secret: string, body: string, header: string, nowSeconds: number, toleranceSeconds = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, t).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The next wait of a failing delivery: doubling from the base, capped. */
export function webhookBackoff(attemptsMade: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attemptsMade - 1), maxMs);
}
