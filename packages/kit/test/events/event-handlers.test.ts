import { randomUUID } from 'node:crypto';
import { sellerCreated, sellerDeleted, type SellerEventData } from '@consign/contracts';
import type { Trx } from '../../src/db';
import { eventHandlers, on, type EventContext } from '../../src/events';

const trx = {} as Trx;
const orgId = randomUUID();
const seller: SellerEventData = {
  id: randomUUID(),
  firstName: 'Kari',
  lastName: 'Hansen',
  fullName: 'Kari Hansen',
  email: 'kari@demo.test',
  phone: null,
  accountNumber: 3,
  bankAccountNumber: null,
  language: null,
};

test('dispatches by type and version, with the data and occurredAt as a Date', async () => {
  const seen: [string, unknown, EventContext][] = [];
  const handlers = eventHandlers([
    on(sellerCreated, async (data, ctx) => void seen.push(['created', data, ctx])),
    on(sellerDeleted, async (data, ctx) => void seen.push(['deleted', data, ctx])),
  ]);
  expect(handlers.contracts).toEqual([sellerCreated, sellerDeleted]);

  const event = sellerCreated.create({ source: 'identity', orgId, aggregateId: seller.id, data: seller });
  await handlers.handle(event, trx);
  expect(seen).toHaveLength(1);
  const [kind, data, ctx] = seen[0]!;
  expect(kind).toBe('created');
  expect(data).toEqual(seller);
  expect(ctx).toEqual({ event, trx, orgId, at: new Date(event.occurredAt) });
});

test('an event of another type or version is not handled', async () => {
  let calls = 0;
  const handlers = eventHandlers([on(sellerCreated, async () => void calls++)]);
  const event = sellerCreated.create({ source: 'identity', orgId, aggregateId: seller.id, data: seller });
  await handlers.handle({ ...event, version: 2 }, trx);
  await handlers.handle({ ...event, type: 'identity.seller.updated' }, trx);
  expect(calls).toBe(0);
});

test('a contract listed twice is a mistake, refused at once', () => {
  expect(() => eventHandlers([on(sellerCreated, async () => undefined), on(sellerCreated, async () => undefined)])).toThrow(
    'eventHandlers: a contract is listed twice',
  );
});
