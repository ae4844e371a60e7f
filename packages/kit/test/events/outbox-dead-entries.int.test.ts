import { randomUUID } from 'node:crypto';
import { eventsMigrations, OUTBOX_CLAIM_SESSION_SQL, OUTBOX_CLAIM_SQL } from '../../src/events';
import { useTestInfra } from '../../src/testing';

// A database of its own: an outbox never analyzed nor vacuumed, as on a machine with autovacuum off.
const infra = useTestInfra({ migrations: [eventsMigrations] });

interface PlanNode {
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
}

// An event's size (a sale's envelope is about 700 bytes): the rows fill as many pages as real ones do.
const payload = { data: { name: 'x'.repeat(600) } };

async function addRows(count: number, segment: (i: number) => string): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    segment: segment(i),
    type: 'claim.test',
    topic: 'claim',
    payload,
  }));
  for (let at = 0; at < rows.length; at += 1000) await infra.db('outbox').insert(rows.slice(at, at + 1000));
}

test("the leader's claims skip published rows' index entries after one pass, with no vacuum", async () => {
  await infra.db.raw('ALTER TABLE outbox SET (autovacuum_enabled = false)');
  // 25,000 rows published as the relay publishes them (leased, then marked), and no vacuum since: their entries
  // in the pending indexes point at dead row versions.
  await addRows(25_000, (i) => `published-${i}`);
  await infra.db('outbox').update({ locked_until: infra.db.raw("now() + interval '30 seconds'") });
  await infra.db('outbox').update({ published_at: infra.db.fn.now(), locked_until: null });
  await addRows(5, (i) => `new-${i}`);

  // The leader's session; EXPLAIN ANALYZE runs each claim, in a transaction rolled back at the end.
  const trx = await infra.db.transaction();
  try {
    await trx.raw(OUTBOX_CLAIM_SESSION_SQL);
    const buffersOfClaim = async () => {
      const { rows } = await trx.raw<{ rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[] }>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${OUTBOX_CLAIM_SQL}`,
        [30, 100],
      );
      const plan = rows[0]!['QUERY PLAN'][0].Plan;
      return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
    };
    const first = await buffersOfClaim();
    const second = await buffersOfClaim();
    // The first pass visits the dead versions (thousands of buffers) and marks their entries; later claims read
    // the index pages only (some hundred). A bitmap scan read the dead versions again: 5,225 buffers a claim.
    expect(first).toBeGreaterThan(5000);
    expect(second).toBeLessThan(1000);
  } finally {
    await trx.rollback();
  }
});
