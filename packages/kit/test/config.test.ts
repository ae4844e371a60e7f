import { assertProductionSecrets, loadConfig, serviceConfigSchema } from '../src';

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

test('unless NODE_ENV is explicitly development or test, the published SIGNING_SECRET stops the process; a real one passes', () => {
  const published = loadConfig(serviceConfigSchema('ledger', 8084), {});
  for (const NODE_ENV of ['production', 'staging', '', 'Development'])
    expect(() => assertProductionSecrets(published, { NODE_ENV })).toThrow(/SIGNING_SECRET: the published development default/);
  // A deployment that forgets NODE_ENV is not a development machine.
  expect(() => assertProductionSecrets(published, {})).toThrow(/SIGNING_SECRET: .*NODE_ENV unset/);
  for (const NODE_ENV of ['development', 'test']) expect(() => assertProductionSecrets(published, { NODE_ENV })).not.toThrow();
  const own = loadConfig(serviceConfigSchema('ledger', 8084), { SIGNING_SECRET: 'a-long-random-secret-of-our-own' });
  for (const NODE_ENV of [undefined, 'production']) expect(() => assertProductionSecrets(own, { NODE_ENV })).not.toThrow();
});
