import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { productStatusChanged } from '@consign/contracts';
import { topicFor } from '@consign/kit';
import { eventually, useService } from '@consign/kit/testing';
import { catalogService } from '../../catalog/src/service';
import { readBalance } from '../src/db/books.repo';
import { givenCounterShop, httpClient, newOrg, useLedger } from './harness';

// catalog and the ledger on one bus: a counter sale reaches the seller's credits through product.sold.
const { infra, tokens, ledger } = useLedger();
const catalog = useService(infra, catalogService, () => ({ JWKS_URL: tokens.jwksUrl(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'c-')) }));
const callCatalog = httpClient(() => catalog().url);
const callLedger = httpClient(() => ledger().url);
const DEMO = newOrg('demo');
const staff = () => tokens.sign({ sub: 'staff', role: 'coworker', ...DEMO });

let kari: { id: string };
let storeId: string;

beforeAll(async () => {
  ({ kari, storeId } = await givenCounterShop(ledger().deps.db, catalog().deps.db, callCatalog, DEMO, await staff()));
});

const balance = () => readBalance(ledger().deps.db, DEMO.org, kari.id);
const postings = (productId: string) => ledger().deps.db('postings').where({ reference_id: productId }).orderBy('created_at');

test('the consignor is credited their share of the sale price, and a return reverses exactly that credit, once, even below zero', async () => {
  const product = (
    await callCatalog('POST', '/api/demo/products', await staff(), {
      name: 'Wool coat',
      price: 200,
      consignmentSplit: 0.5,
      seller: { id: kari.id },
      store: { id: storeId },
    })
  ).body.data;
  const sale = await callCatalog('POST', '/api/demo/sales', await staff(), {
    storeId,
    items: [{ sku: product.skuPadded, price: 120 }],
    payment: { method: 'cash' },
  });
  expect(sale.status).toBe(201);
  expect(sale.body.data.items[0].sellerShare).toBe(60);
  await eventually(async () => (await balance()).available === 60_00);
  expect((await postings(product.id)).map((p) => p.kind)).toEqual(['sale']);

  // The seller has spent it meanwhile (as after a payout): the return still takes it back.
  const spent = await callLedger('POST', '/api/demo/balance-adjustments', await staff(), {
    amount: -60,
    details: 'Spent in the shop',
    seller: { id: kari.id },
  });
  expect(spent.status).toBe(201);
  const returned = await callCatalog('POST', `/api/demo/sales/${sale.body.data.id}/returns`, await staff(), {
    items: [{ productId: product.id }],
  });
  expect(returned.status).toBe(201);
  await eventually(async () => (await balance()).available === -60_00);

  // The bus redelivers the return's status change: still one reversal.
  const [changed] = await catalog()
    .deps.db('outbox')
    .where({ type: productStatusChanged.type })
    .whereRaw("payload->'data'->>'id' = ?", [product.id])
    .whereRaw("payload->'data'->>'from' = 'sold'");
  await ledger().deps.bus.publish(topicFor(changed.payload.type), product.id, changed.payload);
  // A harmless event behind it on the same key: once it is handled, the redelivery before it was too.
  const marker = productStatusChanged.create({
    source: 'catalog',
    orgId: DEMO.org,
    aggregateId: product.id,
    data: { id: product.id, sellerId: kari.id, from: 'active', to: 'damaged', at: new Date().toISOString() },
  });
  await ledger().deps.bus.publish(topicFor(marker.type), product.id, marker);
  await eventually(async () => (await ledger().deps.db('inbox').where({ event_id: marker.id })).length === 1);
  expect((await postings(product.id)).map((p) => p.kind)).toEqual(['sale', 'sale_reversal']);
  expect(await balance()).toMatchObject({ available: -60_00, accumulated: 0 });
});
