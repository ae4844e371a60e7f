import type { MarkdownStep } from '@consign/contracts';

/** Below this many sales in the window a category's figures are too thin to suggest a schedule from. */
export const SUGGEST_MIN_SOLD = 5;

/**
 * A markdown schedule suggested from a category's last 90 days. The first step comes when an item has been in the
 * store as long as the category's median item took to sell (m days), the second at twice that; how deep depends
 * on how well the category sells: 60 % sell-through or more needs only 10 % off at 2m; 30 % or more 15 % at m
 * and 30 % at 2m; below that 20 % at m and 40 % at 2m. Null when fewer than 5 sold.
 */
export function suggestSchedule(input: { sold: number; sellThrough: number; medianDaysToSell: number | null }): MarkdownStep[] | null {
  if (input.sold < SUGGEST_MIN_SOLD || input.medianDaysToSell === null) return null;
  const m = Math.max(1, Math.round(input.medianDaysToSell));
  if (input.sellThrough >= 0.6) return [{ afterDays: 2 * m, percent: 10 }];
  if (input.sellThrough >= 0.3)
    return [
      { afterDays: m, percent: 15 },
      { afterDays: 2 * m, percent: 30 },
    ];
  return [
    { afterDays: m, percent: 20 },
    { afterDays: 2 * m, percent: 40 },
  ];
}
