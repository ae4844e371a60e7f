import dayjs from 'dayjs';

/** "23 Nov 2026, 14:05" in the browser's zone (settings and ledger times; deliveries use Paris time). */
export function formatDateTime(at: string): string {
  return dayjs(at).format('D MMM YYYY, HH:mm');
}
