import type { Trx } from '@consign/kit';

/** The next number of a per-organization sequence (account numbers, …); gap-free within committed transactions. */
export async function nextSequenceValue(trx: Trx, orgId: string, name: string): Promise<number> {
  return (await nextSequenceValues(trx, orgId, name, 1))[0]!;
}

/** The next `count` consecutive numbers of a sequence in one statement (a page of imported sellers). */
export async function nextSequenceValues(trx: Trx, orgId: string, name: string, count: number): Promise<number[]> {
  const result = await trx.raw<{ rows: { value: string }[] }>(
    `INSERT INTO org_sequences (org_id, name, value) VALUES (?, ?, ?)
     ON CONFLICT (org_id, name) DO UPDATE SET value = org_sequences.value + EXCLUDED.value
     RETURNING value`,
    [orgId, name, count],
  );
  const last = Number(result.rows[0]!.value);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}
