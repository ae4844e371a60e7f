import { createRedisStreamsBus, readDeadLetters } from '../../src/events';
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
  batches: false,
  countsRedeliveries: true,
});
