import { spawnSync } from 'node:child_process';

/**
 * The jest global setup sets KAFKA_BROKERS (a given broker or the project-local one). Where Java exists and
 * Kafka was not switched off, a missing broker is a failure of the setup, not a reason to skip.
 */
export function kafkaAvailability(): { brokers?: string[]; reason: string } {
  const env = process.env.KAFKA_BROKERS;
  if (env) return { brokers: env.split(',').map((b) => b.trim()), reason: 'KAFKA_BROKERS is set' };
  if (process.env.EVENT_BUS === 'redis') return { reason: 'EVENT_BUS=redis switches Kafka off' };
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0)
    throw new Error('Java is here but KAFKA_BROKERS is not set: the jest global setup should have started the local broker');
  return { reason: 'no Java runtime to run a broker and KAFKA_BROKERS is not set' };
}
