import { useTestInfra } from '@consign/kit/testing';
import { fuzzMarkdown, runFuzz, type FuzzReport } from '../../../scripts/hardening/fuzz-engine';
import { startFuzzTarget, type FuzzTarget } from '../../../scripts/hardening/fuzz-target';

/**
 * The input-hardening pass at a moderate size (a seeded sample of 5 cases per route, no multi-megabyte
 * bodies): every route of every service and of the gateway answers hostile input with a 4xx JSON message,
 * never a 5xx, and no refused request changes a row. `npm run test:fuzz` runs every case.
 */
jest.setTimeout(600_000);

const infra = useTestInfra();
let target: FuzzTarget;
let report: FuzzReport;

beforeAll(async () => {
  // On the bus the jest global setup found (Kafka wherever a broker runs), as the services' own tests.
  target = await startFuzzTarget({
    serverUrl: infra.serverUrl,
    redisUrl: infra.redisUrl,
    kafkaBrokers: process.env.KAFKA_BROKERS,
    namespace: infra.namespace,
  });
  report = await runFuzz(target, { casesPerRoute: 5, seed: 11, concurrency: 4 });
});

afterAll(async () => {
  await target?.stop();
});

test('every route of every service and the gateway was fuzzed, in every category', () => {
  expect(report.routes).toBeGreaterThan(100);
  expect(report.requests).toBeGreaterThan(500);
  expect(Object.keys(report.byCategory).sort()).toEqual(
    expect.arrayContaining(['hostile-value', 'junk-body', 'path', 'query', 'wrong-type']),
  );
});

test('no answer is a 5xx or an error without a JSON message, and no refused request changed a row', () => {
  if (report.violations.length) console.log(fuzzMarkdown(report));
  expect(report.violations).toEqual([]);
});
