import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../../stack';
import type { AreaSeed, SeedClient } from '../seed';

interface Minimal {
  id: string;
  name?: string;
  fullName?: string;
}
interface DeliveryLite {
  id: string;
  status: string;
  seller: { id: string };
}
interface ProductLite {
  id: string;
  delivery?: { id: string } | null;
}

/** How many of a seller's products each completed demo delivery brought in. */
const PRODUCTS_PER_DELIVERY = 3;

const weekdays = (from: string, to: string) => Object.fromEntries(['1', '2', '3', '4', '5'].map((d) => [d, [{ from, to }]]));
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
/** A claim of a signed-in user's access token (org id, seller id). */
const claimOf = (token: string, claim: 'org' | 'sellerId') =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, string>)[claim];

/** Catalog's store events reach deliveries asynchronously: wait until deliveries knows the store. */
async function waitForStore(client: SeedClient, org: string, storeId: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await client.call('GET', `/api/${org}/deliveries/stores/${storeId}`);
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/**
 * The products the sellers handed in with the completed deliveries of a store: a few of each seller's
 * products not linked yet. A delivery that already lists products is left as it is, so a second run
 * changes nothing.
 */
async function linkHandedInProducts(client: SeedClient, org: string, storeId: string): Promise<number> {
  const completed = (await client.call<{ data: DeliveryLite[] }>('GET', `/api/${org}/deliveries?storeId=${storeId}&take=100`)).data.filter(
    (d) => d.status === 'completed',
  );
  let linked = 0;
  for (const delivery of completed) {
    const products = (await client.call<{ data: ProductLite[] }>('GET', `/api/${org}/products?sellerId=${delivery.seller.id}&take=50`))
      .data;
    if (products.some((p) => p.delivery?.id === delivery.id)) continue;
    for (const product of products.filter((p) => !p.delivery).slice(0, PRODUCTS_PER_DELIVERY)) {
      await client.call('PATCH', `/api/${org}/products/${product.id}`, { delivery: { id: delivery.id } });
      linked++;
    }
  }
  return linked;
}

/**
 * Delivery schedules for the demo stores (weekdays, an excluded date), upcoming, cancelled and past
 * deliveries, and the products handed in with the past ones.
 */
export const seed: AreaSeed = async (ctx) => {
  for (const [email, sellerEmail, org] of [
    ['staff@demo.test', 'seller@demo.test', 'demo'],
    ['staff@other.test', 'seller@other.test', 'other'],
  ] as const) {
    const staff = await ctx.as(email);
    const stores = (await staff.call<{ data: Minimal[] }>('GET', `/api/${org}/stores?minimal=true`)).data.slice(0, 3);
    if (!stores.length) {
      ctx.log(`deliveries: no stores in ${org} yet, nothing to configure`);
      continue;
    }
    const today = parisToday();
    for (const [i, store] of stores.entries()) {
      await waitForStore(staff, org, store.id);
      await staff.call('PUT', `/api/${org}/deliveries/stores/${store.id}/schedule`, {
        enabled: i < 2,
        slot_length: i === 0 ? 30 : 60,
        slot_buffer: i === 0 ? 0 : 15,
        schedule: { ...weekdays('10:00', '17:00'), 6: [{ from: '11:00', to: '15:00' }] },
        schedule_end_date: addDays(today, 60),
      });
      // Christmas Eve and a closing day two weeks ahead, so the calendar shows an excluded date now.
      const year = today.slice(0, 4);
      await staff.call('PUT', `/api/${org}/deliveries/stores/${store.id}/excluded-dates`, { dates: [addDays(today, 14), `${year}-12-24`] });
    }

    const sellers = (await staff.call<{ data: Minimal[] }>('GET', `/api/${org}/sellers?minimal=true&take=10`)).data;
    const [first] = stores;
    // Past deliveries cannot be booked through the API: the service's own seed command writes them.
    const history = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'services/deliveries/dist/cli/seed-history.js'),
        claimOf(staff.token, 'org')!,
        first!.id,
        ...sellers.map((s) => s.id).slice(0, 4),
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, DATABASE_URL: ctx.databaseUrl, DB_NAME: `${ctx.namespace}_deliveries` } },
    );
    if (history.status !== 0) throw new Error('seed: past deliveries failed');
    const linked = await linkHandedInProducts(staff, org, first!.id);
    if (linked) ctx.log(`deliveries: linked ${linked} products to the completed deliveries in ${org}`);

    const upcoming = (await staff.call<{ data: DeliveryLite[] }>('GET', `/api/${org}/deliveries?upcoming=true&take=10`)).data;
    if (upcoming.length) continue;
    const { datesInfo } = await staff.call<{ datesInfo: Array<{ date: string; status: string }> }>(
      'GET',
      `/api/${org}/deliveries/${first!.id}/dates`,
    );
    const open = datesInfo.filter((d) => d.status === 'available').slice(1, 6);
    // The signed-in demo seller books their own first two (the portal shows them); staff book the rest.
    const portal = await ctx.as(sellerEmail);
    const others = sellers.filter((s) => s.id !== claimOf(portal.token, 'sellerId'));
    for (const [i, day] of open.entries()) {
      const own = i < 2;
      const seller = own ? undefined : others[i % Math.max(1, Math.min(others.length, 3))];
      if (!own && !seller) break;
      const client = own ? portal : staff;
      const slots = await client.call<Array<{ from: string }>>('GET', `/api/${org}/deliveries/${first!.id}/slots/${day.date}`);
      const slot = slots[i % slots.length];
      if (!slot) continue;
      const { delivery } = await client.call<{ delivery: { id: string } }>(
        'POST',
        `/api/${org}/deliveries`,
        { ...(seller ? { seller: { id: seller.id } } : {}), store: { id: first!.id }, at: slot.from, status: 'pending' },
        { 'Idempotency-Key': `seed-${org}-${day.date}-${i}` },
      );
      await client.call('PATCH', `/api/${org}/deliveries`, { id: delivery.id, status: 'confirmed' });
      // One of them was called off again.
      if (i === open.length - 1) await staff.call('POST', `/api/${org}/deliveries/${delivery.id}/cancel`);
    }
    ctx.log(`deliveries: configured ${stores.length} stores and booked ${open.length} deliveries in ${org}`);
  }
};
