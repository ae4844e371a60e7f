// Used by the test infrastructure and by scripts/infra.ts (imported from source: scripts run before any build).
import { Redis } from 'ioredis';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';

export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined); // a refused probe is an answer, not an error to report
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A broker answers when it names its cluster's brokers (a port merely open is not enough). */
export async function kafkaAnswers(brokers: string): Promise<boolean> {
  const kafka = new Kafka({
    brokers: brokers.split(',').map((b) => b.trim()),
    clientId: 'consign-probe',
    connectionTimeout: 1500,
    requestTimeout: 3000,
    retry: { retries: 0 },
    logLevel: logLevel.NOTHING,
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    return (await admin.describeCluster()).brokers.length > 0;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}
