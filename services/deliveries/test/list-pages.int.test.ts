import type { DeliveryView } from '@consign/contracts';
import { dayFromNow, DEMO, EVERY_DAY, slotsOf, useDeliveries } from './deliveries-harness';

const h = useDeliveries();
let lokka: string;
let majorstuen: string;
let seller: string;

type Page = { data: DeliveryView[]; pagination?: { count: number } };

beforeAll(async () => {
  await h.addOrganization();
  lokka = await h.openStore();
  majorstuen = await h.addStore(DEMO, 'Majorstuen');
  const opened = await h.call('PUT', `/api/demo/deliveries/stores/${majorstuen}/schedule`, await h.staff(), {
    enabled: true,
    slot_length: 30,
    slot_buffer: 0,
    schedule: EVERY_DAY,
    schedule_end_date: dayFromNow(40),
  });
  expect(opened.status).toBe(200);
  seller = await h.addSeller('paged@demo.test');
  const token = await h.sellerToken(seller);
  // Five deliveries at Grünerløkka on day 5, two at Majorstuen on day 6.
  const book = async (storeId: string, at: string) => {
    const { body } = await h.call<{ delivery: { id: string } }>('POST', '/api/demo/deliveries', token, {
      seller: { id: seller },
      store: { id: storeId },
      at,
      status: 'pending',
    });
    await h.call('PATCH', '/api/demo/deliveries', token, { id: body.delivery.id, status: 'confirmed' });
  };
  for (const at of (await slotsOf(h, lokka, dayFromNow(5), token)).slice(0, 5)) await book(lokka, at);
  for (const at of (await slotsOf(h, majorstuen, dayFromNow(6), token)).slice(0, 2)) await book(majorstuen, at);
});

const list = async (params: string) =>
  (await h.call<Page>('GET', `/api/demo/deliveries?sellerId=${seller}&${params}`, await h.staff())).body;

test("a seller's deliveries page on the server: skip and take, and the count when asked", async () => {
  const all = await list('take=100');
  expect(all.data).toHaveLength(7);
  expect(all.pagination).toBeUndefined();
  const first = await list('take=3&skip=0&includeCount=true');
  const second = await list('take=3&skip=3&includeCount=true');
  const last = await list('take=3&skip=6&includeCount=true');
  expect([first.pagination, second.pagination, last.pagination]).toEqual([{ count: 7 }, { count: 7 }, { count: 7 }]);
  // The pages together are the whole list, newest first, each delivery once.
  expect([...first.data, ...second.data, ...last.data].map((d) => d.id)).toEqual(all.data.map((d) => d.id));
});

test("a picker's search: the store's name or the Paris date, counted as it is matched", async () => {
  const byStore = await list('query=major&includeCount=true');
  expect(byStore.data.map((d) => d.store.name)).toEqual(['Majorstuen', 'Majorstuen']);
  expect(byStore.pagination).toEqual({ count: 2 });
  const [year, month, day] = dayFromNow(5).split('-');
  const byDate = await list(`query=${day}.${month}.${year}`);
  expect(byDate.data.map((d) => d.store.name)).toEqual(Array(5).fill('Grünerløkka'));
  expect((await list(`query=${year}-${month}-${day}`)).data).toHaveLength(5);
  // A LIKE wildcard typed is a character to match, not 'anything'.
  expect((await list('query=%25')).data).toEqual([]);
});
