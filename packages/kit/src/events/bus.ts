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
  /** Attempts before a failing message goes to the dead-letter (default 5). */
  maxAttempts?: number;
}

export interface Subscription {
  stop(): Promise<void>;
}

/** The one interface the outbox relay and consumers speak; Redis Streams and Kafka implement it. */
export interface EventBus {
  readonly kind: 'redis' | 'kafka';
  publish(topic: string, key: string, envelope: unknown): Promise<void>;
  subscribe(opts: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}

/** Thrown by a handler for a message that can never succeed (invalid shape): dead-lettered at once, not retried. */
export class PoisonMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PoisonMessageError';
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

export function retryDelay(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** (attempt - 1), 30_000);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
