import type { Trx } from '@consign/kit';

/** The next number of a per-organization sequence (account numbers, …); gap-free within committed transactions. */
export async function nextSequenceValue(trx: Trx, orgId: string, name: string): Promise<number> {
  const result = await trx.raw<{ rows: { value: string }[] }>(
    `INSERT INTO org_sequences (org_id, name, value) VALUES (?, ?, 1)
     ON CONFLICT (org_id, name) DO UPDATE SET value = org_sequences.value + 1
     RETURNING value`,
    [orgId, name],
  );
  return Number(result.rows[0]!.value);
}
