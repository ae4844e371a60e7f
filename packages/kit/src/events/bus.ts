/** A message as it arrives: the envelope is not trusted until a contract parses it. */
export interface BusMessage {
  topic: string;
  key: string;
  envelope: unknown;
  /** 1 on first delivery; counts redeliveries after crashes too, where the transport knows them. */
  attempt: number;
}

export interface SubscribeOptions {
  group: string;
  topics: string[];
  handle(message: BusMessage): Promise<void>;
  /**
   * Where given, a transport that receives messages in batches (Kafka: a partition's) hands them over at once,
   * in order, to be applied all or none. When it throws, the transport handles those messages one by one with
   * handle() (its retries, dead-letter and outage rules), so one bad message costs the batch its shortcut only.
   */
  handleBatch?(messages: BusMessage[]): Promise<void>;
  /** Attempts before a failing message goes to the dead-letter (default 5). */
  maxAttempts?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

export interface OutgoingMessage {
  topic: string;
  key: string;
  envelope: unknown;
}

/** The one interface the outbox relay and consumers speak; Redis Streams and Kafka implement it. */
export interface EventBus {
  readonly kind: 'redis' | 'kafka';
  /** Rejects with a BusUnavailableError when the bus as a whole does not answer; any other error is about the message. */
  publish(topic: string, key: string, envelope: unknown): Promise<void>;
  /**
   * Publishes the messages in one round trip, each key's in the order given. When it fails, some of them may
   * have been published all the same: publishing them again is safe (consumers drop what they have seen).
   * Rejects with a BusUnavailableError when the bus as a whole does not answer (the messages are not at fault).
   */
  publishAll(messages: OutgoingMessage[]): Promise<void>;
  subscribe(opts: SubscribeOptions): Promise<Subscription>;
  /** Messages each subscribed group has not yet committed, where the transport can tell (Kafka). */
  lag?(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** Thrown by a handler for a message that can never succeed (invalid shape): dead-lettered at once, not retried. */
export class PoisonMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoisonMessageError';
  }
}

/**
 * The bus as a whole does not answer (connection refused, broker not available, request timed out, no
 * metadata): nothing is wrong with the messages, so a publisher holds them and tries again without counting
 * an attempt. Each transport turns its own errors into this one, so the relay classifies them the same way.
 */
export class BusUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`event bus unavailable: ${message}`, options);
    this.name = 'BusUnavailableError';
  }
}

export interface DeadLetter {
  group: string;
  topic: string;
  key: string;
  envelope: unknown;
  error: string;
  attempts: number;
  at: string;
}

// Node socket errors and Postgres SQLSTATEs of a dependency that is down, restarting or overloaded, and
// of a transaction that lost a race (serialization failure, deadlock).
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '40001',
  '40P01',
]);

/**
 * An error that says nothing about the message: the database restarting, a lost connection, an exhausted
 * pool. Retried without using up the message's attempts, so an outage never sends events to the dead letter.
 */
export function isTransientError(err: unknown): boolean {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null | undefined;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && TRANSIENT_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  return (
    typeof e.message === 'string' &&
    /Connection terminated|Connection is closed|not yet accepting connections|timeout exceeded when trying to connect/i.test(e.message)
  );
}

export function retryDelay(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), 30_000);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
