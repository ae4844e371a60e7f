import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startService } from '../src';
import { testServiceEnv, useTestInfra } from '../src/testing';

const infra = useTestInfra();
let taken: Server;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', () => resolve()));
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

test('a service whose port is taken fails to start instead of reporting that it listens', async () => {
  const port = (taken.address() as AddressInfo).port;
  const env = testServiceEnv(infra, 'porttest', { PORT: String(port), HOST: '127.0.0.1' });
  await expect(startService({ name: 'porttest', defaultPort: 0, migrations: {}, routes: () => undefined }, env)).rejects.toThrow(
    /EADDRINUSE/,
  );
});
