import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_HEADERS } from '@consign/contracts';

/**
 * A webhook endpoint of the chaos run: answers every POST 200 and counts, per X-Consign-Delivery id, how
 * often it arrived. The run compares these counts with notifications' delivery log afterwards.
 */
export interface WebhookReceiver {
  url: string;
  /** Delivery id → times received. */
  received: Map<string, number>;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(port: number): Promise<WebhookReceiver> {
  const received = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const id = req.headers[WEBHOOK_HEADERS.delivery.toLowerCase()];
      if (typeof id === 'string') received.set(id, (received.get(id) ?? 0) + 1);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chaos-webhook`,
    received,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
