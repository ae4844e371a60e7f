import type { BillingStatus } from '@consign/contracts';

export const SECTIONS = ['settings', 'sellers', 'coworkers', 'deliveries', 'payouts', 'dashboard', 'products'] as const;
export type Section = (typeof SECTIONS)[number];

/** SPEC §2: the section is the path's first segment when it is one of the sections; else dashboard. */
export function sectionOf(pathname: string): Section {
  const first = pathname.split('/')[1] ?? '';
  return (SECTIONS as readonly string[]).includes(first) ? (first as Section) : 'dashboard';
}

/** SPEC §2: billing enabled and setup required → /billing/setup, except under /billing and /help. */
export function billingRedirect(pathname: string, status: BillingStatus | undefined): string | undefined {
  if (!status?.hasBillingEnabled || !status.requiresSetup) return undefined;
  const exempt = ['/billing', '/help'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return exempt ? undefined : '/billing/setup';
}
