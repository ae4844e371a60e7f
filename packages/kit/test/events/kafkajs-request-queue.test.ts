import { createRequire } from 'node:module';

/**
 * kafkajs 2.2.4's request queue, as patched by patches/kafkajs+2.2.4.patch (applied at npm install): with
 * nothing pending it scheduled its next check 1 ms later, for ever, on every broker connection (kafkajs#1556),
 * so an idle service spent 3 % of a core on timers.
 */
interface RequestQueue {
  push(request: {
    entry: { correlationId: number; apiName: string; resolve: () => void; reject: () => void };
    expectResponse: boolean;
    sendRequest: () => void;
  }): void;
  checkPendingRequests(): void;
  maybeThrottle(ms: number): void;
  destroy(): void;
}
const RequestQueueClass = createRequire(__filename)('kafkajs/src/network/requestQueue') as new (opts: object) => RequestQueue;
const logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const queue = () =>
  new RequestQueueClass({ maxInFlightRequests: null, requestTimeout: 30_000, clientId: 'test', broker: 'b:9092', logger });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an idle queue schedules nothing after a check', () => {
  const q = queue();
  q.checkPendingRequests();
  expect(jest.getTimerCount()).toBe(0);
  q.destroy();
});

test('a request held by a throttle is sent when it ends, and the queue then goes quiet', () => {
  const q = queue();
  const sent = jest.fn();
  q.maybeThrottle(50);
  q.push({
    entry: { correlationId: 1, apiName: 'Fetch', resolve: () => undefined, reject: () => undefined },
    expectResponse: false,
    sendRequest: sent,
  });
  expect(sent).not.toHaveBeenCalled();
  jest.advanceTimersByTime(60);
  expect(sent).toHaveBeenCalledTimes(1);
  expect(jest.getTimerCount()).toBe(0);
  q.destroy();
});
