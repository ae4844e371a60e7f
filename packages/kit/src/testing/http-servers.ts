import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Anything with express's `listen(port, host, callback)`: an express app, a gateway, a stand-in upstream. */
export interface Listenable {
  listen(port: number, host: string, callback: () => void): Server;
}

/**
 * For a test file's own HTTP servers (stand-in upstreams, a gateway in front of services): `listen(app)` puts
 * one on a free loopback port and gives its base URL; all of them close after the file's tests.
 */
export function useHttpServers(): (app: Listenable) => Promise<string> {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  return (app) =>
    new Promise((resolve, reject) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      server.once('error', reject);
      servers.push(server);
    });
}
