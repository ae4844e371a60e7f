import { MESSAGES } from '@consign/contracts';
import { createQueue } from '@consign/kit';
import { eventually } from '@consign/kit/testing';
import type { Queue } from 'bullmq';
import { EXPIRY_QUEUE, type ExpiryJob } from '../src/runtime';
import { dayFromNow, slotsOf, useDeliveries } from './deliveries-harness';

// Time is moved by hand, not slept through: a reservation lapses when its expires_at is put in the past, and its
// delayed job (due an hour later here) runs when promoted. So "before the job" and "after it" are certain even on
// a loaded machine.
const h = useDeliveries({ RESERVATION_TTL_SECONDS: '3600' });
let storeId: string;
let ann: string;
let bob: string;
let expiry: Queue<ExpiryJob>;

beforeAll(async () => {
  storeId = await h.openStore();
  ann = await h.addSeller('ann@demo.test');
  bob = await h.addSeller('bob@demo.test');
  const { REDIS_URL, BUS_NAMESPACE } = h.service().deps.config;
  expiry = createQueue<ExpiryJob>(EXPIRY_QUEUE, { redisUrl: REDIS_URL, prefix: `${BUS_NAMESPACE}-deliveries` });
});
afterAll(() => expiry.close());

const reserve = async (sellerId: string, at: string) =>
  h.call<{ delivery: { id: string } }>('POST', '/api/demo/deliveries', await h.sellerToken(sellerId), {
    store: { id: storeId },
    at,
    status: 'pending',
  });
const typesOf = async (id: string) =>
  (await h.service().deps.db('outbox').where({ segment: id }).orderBy('seq')).map((r: { type: string }) => r.type);
const lapse = (id: string) =>
  h
    .service()
    .deps.db('deliveries')
    .where({ id })
    .update({ expires_at: h.service().deps.db.raw("now() - interval '1 second'") });
/** Runs the reservation's delayed expiry job now and gives what it did. */
async function runExpiryJob(deliveryId: string): Promise<string> {
  const job = await expiry.getJob(`expire-${deliveryId}`);
  if (!job) throw new Error(`no expiry job for ${deliveryId}`);
  expect(await job.getState()).toBe('delayed');
  await job.promote();
  return eventually(
    async () => {
      const done = await expiry.getJob(job.id!);
      return done && (await done.getState()) === 'completed' ? (done.returnvalue as string) : null;
    },
    15_000,
    'expiry job completed',
  );
}

test('an abandoned reservation frees its slot at expiry, before and after the job ends it', async () => {
  const day = dayFromNow(2);
  const [slot] = await slotsOf(h, storeId, day, await h.staff());
  const held = await reserve(ann, slot!);
  expect(held.status).toBe(201);
  expect(await slotsOf(h, storeId, day, await h.staff())).not.toContain(slot);
  expect((await reserve(bob, slot!)).status).toBe(409);

  await lapse(held.body.delivery.id);
  // Lapsed: availability ignores it at once, and a new reservation of the slot ends it in its own transaction.
  expect(await slotsOf(h, storeId, day, await h.staff())).toContain(slot);
  const confirmLate = await h.call('PATCH', '/api/demo/deliveries', await h.sellerToken(ann), {
    id: held.body.delivery.id,
    status: 'confirmed',
  });
  expect([confirmLate.status, confirmLate.body.message]).toEqual([409, MESSAGES.deliveries.failedToConfirm]);
  const [, other] = await slotsOf(h, storeId, day, await h.staff());
  const moveLate = await h.call('PATCH', '/api/demo/deliveries', await h.sellerToken(ann), {
    id: held.body.delivery.id,
    at: other,
    store_id: storeId,
    seller_id: ann,
  });
  expect([moveLate.status, moveLate.body.code, moveLate.body.reason]).toEqual([409, 'deliveries.failedToUpdate', 'reservation_expired']);
  const taken = await reserve(bob, slot!);
  expect(taken.status).toBe(201);
  expect(await typesOf(held.body.delivery.id)).toEqual(['deliveries.delivery.reserved', 'deliveries.delivery.expired']);
  expect(await h.service().deps.db('deliveries').where({ id: held.body.delivery.id }).first()).toMatchObject({
    status: 'cancelled',
    deleted: true,
  });

  // The delayed job then finds nothing left to do for ann's row, and ends bob's own lapsed one.
  expect(await runExpiryJob(held.body.delivery.id)).toBe('unchanged');
  expect(await typesOf(held.body.delivery.id)).toEqual(['deliveries.delivery.reserved', 'deliveries.delivery.expired']);
  await lapse(taken.body.delivery.id);
  expect(await runExpiryJob(taken.body.delivery.id)).toBe('expired');
  expect(await typesOf(taken.body.delivery.id)).toEqual(['deliveries.delivery.reserved', 'deliveries.delivery.expired']);
  const ended = await h.service().deps.db('deliveries').where({ id: taken.body.delivery.id }).first();
  expect([ended.status, ended.deleted]).toEqual(['cancelled', true]);
}, 30_000);

test('a confirmed delivery never expires', async () => {
  const day = dayFromNow(3);
  const [slot] = await slotsOf(h, storeId, day, await h.staff());
  const { body } = await reserve(ann, slot!);
  expect(
    (await h.call('PATCH', '/api/demo/deliveries', await h.sellerToken(ann), { id: body.delivery.id, status: 'confirmed' })).status,
  ).toBe(200);
  expect(await runExpiryJob(body.delivery.id)).toBe('unchanged');
  expect(await h.service().deps.db('deliveries').where({ id: body.delivery.id }).first()).toMatchObject({
    status: 'confirmed',
    deleted: false,
  });
  expect(await slotsOf(h, storeId, day, await h.staff())).not.toContain(slot);
  expect((await reserve(bob, slot!)).status).toBe(409);
  expect(await typesOf(body.delivery.id)).toEqual(['deliveries.delivery.reserved', 'deliveries.delivery.confirmed']);
}, 30_000);
