import { loadConfig, serviceConfigSchema } from '../src';

test('defaults fill what env does not say, and the result is frozen', () => {
  const config = loadConfig(serviceConfigSchema('ledger', 8084), {});
  expect(config).toMatchObject({ PORT: 8084, DB_NAME: 'consign_ledger', EVENT_BUS: 'redis' });
  expect(Object.isFrozen(config)).toBe(true);
});

test('every bad variable is named on its own line', () => {
  expect(() => loadConfig(serviceConfigSchema('ledger', 8084), { PORT: 'abc', EVENT_BUS: 'carrier-pigeon' })).toThrow(
    /Invalid configuration:\n {2}PORT: .*\n {2}EVENT_BUS: /,
  );
});
