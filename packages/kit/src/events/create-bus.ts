import type { Logger } from '../log';
import type { EventBus } from './bus';
import { createKafkaBus } from './kafka-bus';
import { createRedisStreamsBus } from './redis-streams-bus';

export interface EventBusConfig {
  kind: 'redis' | 'kafka';
  namespace: string;
  redisUrl?: string;
  kafkaBrokers?: string;
  kafkaPartitions?: number;
  log: Logger;
}

/** EVENT_BUS picks the transport; everything above it speaks the same interface. */
export function createEventBus(config: EventBusConfig): EventBus {
  if (config.kind === 'kafka') {
    if (!config.kafkaBrokers) throw new Error('EVENT_BUS=kafka needs KAFKA_BROKERS');
    return createKafkaBus({
      brokers: config.kafkaBrokers.split(',').map((b) => b.trim()),
      namespace: config.namespace,
      partitions: config.kafkaPartitions,
      log: config.log,
    });
  }
  if (!config.redisUrl) throw new Error('EVENT_BUS=redis needs REDIS_URL');
  return createRedisStreamsBus({ redisUrl: config.redisUrl, namespace: config.namespace, log: config.log });
}
