import { existsSync } from 'node:fs';

/**
 * Kafka is used when KAFKA_BROKERS names brokers. Without it the suite would need a Docker engine to start
 * a broker (Testcontainers); the socket check tells whether one is present.
 */
export function kafkaAvailability(): { brokers?: string[]; reason: string } {
  const env = process.env.KAFKA_BROKERS;
  if (env) return { brokers: env.split(',').map((b) => b.trim()), reason: 'KAFKA_BROKERS is set' };
  const docker = existsSync('/var/run/docker.sock') || Boolean(process.env.DOCKER_HOST);
  return {
    reason: docker
      ? 'KAFKA_BROKERS is not set; start a broker (docker compose up kafka) and set KAFKA_BROKERS=127.0.0.1:9092'
      : 'KAFKA_BROKERS is not set and no Docker engine is available to start a broker',
  };
}
