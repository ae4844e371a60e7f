import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from '@consign/kit';
import { REQUEST_ID_HEADER } from '@consign/kit';
import type { ServiceName } from '../domain/route-table';

/** One proxy per service. Bodies stream through untouched (no body parser runs before it). */
export function serviceProxy(service: ServiceName, target: string, log: Logger): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    // Reused upstream connections: a new TCP connection per request costs more than the proxying itself.
    agent: new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: 30_000,
    timeout: 30_000,
    on: {
      proxyReq(proxyReq: ClientRequest, req: IncomingMessage) {
        const id = req.headers[REQUEST_ID_HEADER];
        if (typeof id === 'string') proxyReq.setHeader(REQUEST_ID_HEADER, id);
      },
      error(err: Error, _req: IncomingMessage, res: ServerResponse | Socket) {
        log.warn({ service, err: err.message }, 'service unavailable');
        if (!('writeHead' in res) || res.headersSent) return void (res as Socket).destroy?.();
        res.writeHead(503, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: `The ${service} service is unavailable. Please try again shortly.` }));
      },
    },
  }) as unknown as RequestHandler;
}
