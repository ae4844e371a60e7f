import { createRedisStreamsBus, readDeadLetters } from '../../src/events';
import { eventually, useTestInfra } from '../../src/testing';
import { runBusContract, silentLog } from './bus.contract';

runBusContract(describe, 'Redis Streams', {
  make: (infra, { claimIdleMs }) =>
    createRedisStreamsBus({
      redisUrl: infra.redisUrl,
      namespace: infra.namespace,
      log: silentLog,
      claimIdleMs,
      blockMs: 200,
      retryBaseMs: 20,
      stopGraceMs: 200,
    }),
  deadLetters: (infra, group) => readDeadLetters(infra.redis(), infra.namespace, group),
});

describe('Redis Streams bus, keys side by side', () => {
  const infra = useTestInfra();

  test('a slow aggregate does not hold up the others, and one key still goes in order', async () => {
    const bus = createRedisStreamsBus({ redisUrl: infra.redisUrl, namespace: infra.namespace, log: silentLog, blockMs: 200 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const seen: string[] = [];
    const sub = await bus.subscribe({
      group: 'g-lanes',
      topics: ['lanes'],
      async handle(m) {
        const { n } = m.envelope as { n: number };
        if (m.key === 'slow' && n === 0) await held;
        seen.push(`${m.key}:${n}`);
      },
    });
    try {
      await bus.publish('lanes', 'slow', { n: 0 });
      await bus.publish('lanes', 'slow', { n: 1 });
      for (let n = 0; n < 5; n++) await bus.publish('lanes', `fast-${n}`, { n });
      await eventually(() => seen.length === 5);
      expect(seen).toEqual(expect.arrayContaining(['fast-0:0', 'fast-1:1', 'fast-2:2', 'fast-3:3', 'fast-4:4']));
      release();
      await eventually(() => seen.length === 7);
      expect(seen.slice(5)).toEqual(['slow:0', 'slow:1']);
    } finally {
      release();
      await sub.stop();
      await bus.close();
    }
  });
});
