import { cpuRows, cpuSnapshot, cpuSpent } from '../src/cpu';

test('CPU per request: one row per service (replicas summed, Postgres named), one for all, targets where given', () => {
  const rows = cpuRows(
    'product-list',
    100,
    { gateway: 30, catalog: 200, 'catalog#2': 100, postgres: 170 },
    { 'all processes': 2, gateway: 0.35 },
  );
  expect(rows).toEqual([
    { name: 'CPU per product-list request, catalog', value: '3.00 ms' },
    { name: 'CPU per product-list request, gateway', value: '0.30 ms', target: '≤ 0.35 ms', met: true },
    { name: 'CPU per product-list request, Postgres (its backends for the stack)', value: '1.70 ms' },
    { name: 'CPU per product-list request, all processes', value: '5.00 ms', target: '≤ 2 ms', met: false },
  ]);
});

test("a process's CPU between two snapshots, from /proc; Postgres backends that appeared in between count whole", () => {
  const before = { processes: { gateway: 100 }, postgres: new Map([['7', 50]]) };
  const after = {
    processes: { gateway: 130 },
    postgres: new Map([
      ['7', 80],
      ['8', 5],
    ]),
  };
  expect(cpuSpent(before, after)).toEqual({ gateway: 30, postgres: 35 });
  // This process's own CPU, read from /proc/<pid>/stat, grows as it works.
  const start = cpuSnapshot({ me: process.pid }).processes.me!;
  const used = process.cpuUsage();
  let sum = 0;
  while (process.cpuUsage(used).user < 100_000) for (let i = 0; i < 1e6; i++) sum += i;
  expect(sum).toBeGreaterThan(0);
  expect(cpuSnapshot({ me: process.pid }).processes.me! - start).toBeGreaterThanOrEqual(50);
});
