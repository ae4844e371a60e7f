import { useTestInfra } from '@consign/kit/testing';
import {
  GUARANTEED_CLASSES,
  fuzzMarkdown,
  fuzzPlan,
  runFuzz,
  type FuzzOptions,
  type FuzzReport,
} from '../../../scripts/hardening/fuzz-engine';
import { startFuzzTarget, type FuzzTarget } from '../../../scripts/hardening/fuzz-target';

/**
 * The input-hardening pass at a moderate size (a seeded sample of 5 cases per route, always with one case of
 * each class issue 20 added where the route has a place for it; no multi-megabyte bodies): every route of
 * every service and of the gateway answers hostile input with a 4xx JSON message, never a 5xx, and no
 * refused request changes a row. `npm run test:fuzz` runs every case.
 */
jest.setTimeout(600_000);

const infra = useTestInfra();
let target: FuzzTarget;
let report: FuzzReport;
const OPTIONS: FuzzOptions = { casesPerRoute: 5, seed: 11, concurrency: 4 };

beforeAll(async () => {
  // On the bus the jest global setup found (Kafka wherever a broker runs), as the services' own tests.
  target = await startFuzzTarget({
    serverUrl: infra.serverUrl,
    redisUrl: infra.redisUrl,
    kafkaBrokers: process.env.KAFKA_BROKERS,
    namespace: infra.namespace,
  });
  report = await runFuzz(target, OPTIONS);
});

afterAll(async () => {
  await target?.stop();
});

test('every route of every service and the gateway was fuzzed, in every category', () => {
  expect(report.routes).toBeGreaterThan(100);
  expect(report.requests).toBeGreaterThan(500);
  expect(Object.keys(report.byCategory).sort()).toEqual(
    expect.arrayContaining(['hostile-value', 'junk-body', 'path', 'query', 'wrong-type', 'lone-surrogate', 'url-scheme', 'address-form']),
  );
});

test("the sample sends every route one case of each newer class it has a place for (issue 20's url schemes, address forms, lone surrogates, prototype paths)", () => {
  const missing: string[] = [];
  for (const { route, all, cases } of fuzzPlan(target, OPTIONS)) {
    const sent = new Set(cases.map((c) => c.guaranteed));
    for (const cls of new Set(all.map((c) => c.guaranteed))) if (cls && !sent.has(cls)) missing.push(`${route.key}: ${cls}`);
  }
  expect(missing).toEqual([]);
  for (const cls of GUARANTEED_CLASSES) expect([cls, (report.byClass[cls] ?? 0) > 10]).toEqual([cls, true]);
  // The settings route's URL fields: the brand logo and the log-out address.
  expect(report.byClass).toMatchObject({ 'url-scheme brand': expect.any(Number), 'url-scheme seller-experience': expect.any(Number) });
});

test('no answer is a 5xx or an error without a JSON message, and no refused request changed a row', () => {
  if (report.violations.length) console.log(fuzzMarkdown(report));
  expect(report.violations).toEqual([]);
});
