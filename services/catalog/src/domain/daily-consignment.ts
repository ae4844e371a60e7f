import { addDays, parisDay, type ExpiryAction, type MarkdownStep, type ProductStatus } from '@consign/contracts';

export interface MarkdownState {
  createdAt: Date;
  price: number;
  /** Steps of the schedule already applied. */
  stepsDone: number;
  /** The price the percentages are taken from (the price before the first markdown), null before it. */
  base: number | null;
}

/**
 * The markdown due today (a Paris day, yyyy-MM-dd): the deepest step whose day has come and that was not applied.
 * Steps skipped (the job did not run) are passed over, never applied one after another. The price never rises:
 * a step whose price is not below the current one is marked done without a price.
 */
export function dueMarkdown(
  state: MarkdownState,
  steps: MarkdownStep[],
  today: string,
): { step: number; base: number; price: number | null } | null {
  const received = parisDay(state.createdAt);
  let due = 0;
  steps.forEach((s, i) => {
    if (addDays(received, s.afterDays) <= today) due = i + 1;
  });
  if (due <= state.stepsDone) return null;
  const base = state.base ?? state.price;
  const price = Math.round((base * (100 - steps[due - 1]!.percent)) / 100);
  return { step: due, base, price: price < state.price ? price : null };
}

/** An item expires at the end of its Paris expiry day. */
export const hasExpired = (expiringAt: Date, today: string) => parisDay(expiringAt) < today;

/** What the organization's expiry action does to an item that expired without a decision. */
export function expiryChange(action: ExpiryAction): { status: ProductStatus } | { storeOwned: true } {
  if (action === 'donate') return { status: 'donated' };
  if (action === 'store_owned') return { storeOwned: true };
  return { status: 'pick-up' };
}

/**
 * The next markdown the daily job will apply to an item for sale: the first Paris day from `today` on which
 * dueMarkdown gives a lower price, and that price (minor units); null when the schedule has no more for it or the
 * item expires first (the job takes it out of the rules after its expiry day).
 */
export function nextMarkdown(
  state: MarkdownState,
  steps: MarkdownStep[],
  today: string,
  expiringAt: Date,
): { on: string; price: number } | null {
  const received = parisDay(state.createdAt);
  const days = [...new Set(steps.slice(state.stepsDone).map((s) => addDays(received, s.afterDays)))]
    .map((day) => (day < today ? today : day))
    .sort();
  let current = state;
  for (const day of new Set(days)) {
    if (day > parisDay(expiringAt)) return null;
    const due = dueMarkdown(current, steps, day);
    if (!due) continue;
    if (due.price !== null) return { on: day, price: due.price };
    current = { ...current, stepsDone: due.step, base: due.base };
  }
  return null;
}
