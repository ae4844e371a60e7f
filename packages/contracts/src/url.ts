import { z } from 'zod';

const HTTP_PROTOCOL = /^https?$/;

/**
 * Every URL the product stores (a logo, the log-out forward, an update's link, a webhook) is http(s) only:
 * each ends up as an href, an img src or a navigation, where `javascript:`, `data:`, `file:` or `vbscript:`
 * would run or read something in the user's browser.
 */
export const httpUrl = (message: string) => z.url({ protocol: HTTP_PROTOCOL, message }).max(2000, message);

/** The same rule for a value read back (stored before the rule existed, or from anywhere else): navigate only when true. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && httpUrl('').safeParse(value).success;
}
