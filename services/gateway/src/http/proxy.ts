import { Agent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import httpProxy from 'http-proxy';
import { apiMessage } from '@consign/contracts';
import type { Logger } from '@consign/kit';
import { errorBody } from '@consign/kit';
import { SERVICES, type ServiceName } from '../domain/route-table';

/**
 * Errors raised before a replica received any byte of the request: trying the next replica cannot run the
 * request twice. A reset or timeout after the request was sent is not among them (the replica may have acted).
 */
const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL', 'UND_ERR_CONNECT_TIMEOUT']);

/** Connections the gateway keeps to one replica at most; more requests at once wait in the agent's queue. */
export const SOCKETS_PER_SERVICE = 256;

/** Bodies up to this size are held so a refused request can go to the next replica; bigger ones stream once. */
const REPLAYABLE_BODY_BYTES = 1024 * 1024;

function errorCode(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code ?? e?.cause?.code;
}

export const isConnectError = (err: unknown): boolean => CONNECT_ERRORS.has(errorCode(err) ?? '');

/** What a composed route asks of a service: one small request, answered whole. */
export interface UpstreamRequest {
  method?: 'GET' | 'POST';
  headers?: OutgoingHttpHeaders;
  body?: string;
  /** The answer (headers and body) must be in within this; else the request fails with ETIMEDOUT. */
  timeoutMs: number;
}

/** A service's whole answer to an UpstreamRequest. */
export interface UpstreamReply {
  status: number;
  ok: boolean;
  contentType: string | undefined;
  text(): string;
  json(): unknown;
}

/** The replicas of one service: round-robin, and the next replica when one refuses the connection. */
export class Replicas {
  private turn = 0;
  private readonly targets: ReadonlyMap<string, URL>;
  /**
   * The service's reused connections, shared by the proxy and the composed routes: a new TCP connection per
   * request costs more than the proxying itself. `timeout` makes the agent honour a service's Keep-Alive hint
   * (its idle limit less 1 s; without a timeout of its own Node ignores the hint), so an idle socket is dropped
   * here before the service closes it: a request sent on a socket the service was closing failed as 'socket
   * hang up' (a 503, seen in e2e).
   */
  readonly agent = new Agent({ keepAlive: true, maxSockets: SOCKETS_PER_SERVICE, maxFreeSockets: 64, timeout: 60_000 });

  constructor(
    readonly service: ServiceName,
    readonly urls: readonly string[],
  ) {
    if (urls.length === 0) throw new Error(`No URL for the ${service} service`);
    // Parsed once: a URL parse per request shows in the gateway's profile.
    this.targets = new Map(urls.map((u) => [u, new URL(u)]));
  }

  /** The order to try for one request: the replica whose turn it is, then the others. */
  order(): string[] {
    const start = this.turn++ % this.urls.length;
    return [...this.urls.slice(start), ...this.urls.slice(0, start)];
  }

  target(url: string): URL {
    return this.targets.get(url)!;
  }

  /**
   * `path` on the first replica that accepts the connection; the last connection error when none does.
   * node:http on the shared agent, not fetch: undici's fetch (web streams, a Response per call) was a sixth of
   * the gateway's CPU for a search, which asks two services.
   */
  async request(path: string, init: UpstreamRequest): Promise<UpstreamReply> {
    let refused: unknown;
    for (const base of this.order()) {
      try {
        return await this.requestOnce(this.target(base), path, init);
      } catch (err) {
        if (!isConnectError(err)) throw err;
        refused = err;
      }
    }
    throw refused;
  }

  private requestOnce(target: URL, path: string, init: UpstreamRequest): Promise<UpstreamReply> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: target.hostname, port: target.port, path, method: init.method ?? 'GET', headers: init.headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', fail);
          res.on('end', () => {
            clearTimeout(timer);
            const body = Buffer.concat(chunks).toString('utf8');
            const status = res.statusCode ?? 502;
            resolve({
              status,
              ok: status >= 200 && status < 300,
              contentType: res.headers['content-type'],
              text: () => body,
              json: () => JSON.parse(body) as unknown,
            });
          });
        },
      );
      function fail(err: Error) {
        clearTimeout(timer);
        reject(err);
      }
      const timer = setTimeout(
        () => req.destroy(Object.assign(new Error(`${this.service} did not answer in ${init.timeoutMs} ms`), { code: 'ETIMEDOUT' })),
        init.timeoutMs,
      );
      req.on('error', fail);
      req.end(init.body);
    });
  }
}

export type ServiceReplicas = Record<ServiceName, Replicas>;

/** The headers that tell a service who the client is (kit's forwardedClientHeaders, with the gateway's proof). */
export type ClientForwarding = (req: IncomingMessage) => OutgoingHttpHeaders;

export function serviceReplicas(urls: Record<ServiceName, string | readonly string[]>): ServiceReplicas {
  return Object.fromEntries(
    SERVICES.map((s) => {
      const list = urls[s];
      return [s, new Replicas(s, typeof list === 'string' ? [list] : list)];
    }),
  ) as ServiceReplicas;
}

const hasBody = (req: IncomingMessage) => req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** A body of known, small size read whole (so it can be sent again); undefined for no body or a streamed one. */
async function replayableBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (req.headers['transfer-encoding'] !== undefined || !(length > 0) || length > REPLAYABLE_BODY_BYTES) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * One proxy per service. Bodies stream through untouched (no body parser runs before it); a replica that
 * refuses the connection hands the request to the next, and only when every replica refuses is it a 503.
 * The request id reaches the service among the request's own headers (takeRequestId put it there): set on the
 * outgoing request when it got its connection, it threw for a request that had waited for one.
 */
export function serviceProxy(replicas: Replicas, log: Logger, forwardClient: ClientForwarding): RequestHandler {
  const proxy = httpProxy.createProxyServer({
    agent: replicas.agent,
    changeOrigin: false,
    xfwd: true,
    proxyTimeout: 30_000,
    timeout: 30_000,
  });
  // A client gone before its answer was through: unpiped, the rest of the answer sat unread and kept its
  // connection from the agent until proxyTimeout. 256 clients walking away from product lists left no
  // connection to catalog for 30 s. Dropped, the connection closes and the service stops sending.
  proxy.on('proxyRes', (proxyRes, _req, res) => {
    const drop = () => {
      if (!proxyRes.readableEnded) proxyRes.destroy();
    };
    if (res.destroyed) drop();
    else res.once('close', drop);
  });
  const fail = (res: ServerResponse, err: unknown) => {
    log.warn({ service: replicas.service, err: err instanceof Error ? err.message : String(err) }, 'service unavailable');
    if (res.headersSent) return void res.destroy();
    res.writeHead(503, { 'content-type': 'application/json' });
    res.end(JSON.stringify(errorBody(apiMessage('rules.http.serviceUnavailable', { service: replicas.service }))));
  };

  const send = (req: IncomingMessage, res: ServerResponse, body: Buffer | undefined) => {
    const replayable = body !== undefined || !hasBody(req);
    const targets = replicas.order();
    const attempt = (i: number): void => {
      const options = { target: replicas.target(targets[i]!), ...(body ? { buffer: Readable.from([body]) } : {}) };
      proxy.web(req, res, options, (err) => {
        if (isConnectError(err) && replayable && i + 1 < targets.length && !res.headersSent) {
          log.debug({ service: replicas.service, target: targets[i] }, 'replica refused; trying the next');
          return attempt(i + 1);
        }
        fail(res, err);
      });
    };
    attempt(0);
  };

  return (req, res) => {
    // Before http-proxy's xfwd appends the socket to X-Forwarded-For; replaces whatever the client sent in these headers.
    Object.assign(req.headers, forwardClient(req));
    // Most requests have no body: sent at once, without waiting for one.
    if (!hasBody(req)) return send(req, res, undefined);
    replayableBody(req).then(
      (body) => send(req, res, body),
      (err: unknown) => fail(res, err),
    );
  };
}
