import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status the receiver answered with (undefined while held). */
  status?: number;
}

/** A webhook receiver on loopback; `respond` picks each answer (a number, or a promise to hold the request). */
export function useReceiver(respond: (req: Received, all: Received[]) => number | Promise<number>) {
  const received: Received[] = [];
  let server: Server | undefined;
  let url = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const entry: Received = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        received.push(entry);
        void Promise.resolve(respond(entry, received)).then((status) => {
          entry.status = status;
          res.writeHead(status).end();
        });
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  return { received, url: (path: string) => `${url}${path}` };
}
