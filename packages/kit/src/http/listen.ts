import type { Server } from 'node:http';
import type { Express } from 'express';
import { jsonClientErrors } from './input-guards';

/**
 * How long a server keeps an idle keep-alive connection: longer than a load balancer's idle timeout (60 s is
 * common) and than the gateway's agent keeps its connections to a service (60 s), so the client always drops an
 * idle connection first. With Node's default, 5 s, a client reusing a connection at the moment the server closes
 * it gets no answer ('other side closed'), as the fuzz pass's in-process gateway did once under load.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Listens as every Consign server does: the keep-alive above, and a JSON answer to what Node refuses itself. */
export async function listenHttp(app: Pick<Express, 'listen'>, port: number, host: string): Promise<Server> {
  // Express 5 hands a listen error (port taken) to this callback instead of throwing it.
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(port, host, (err?: Error) => (err ? reject(err) : resolve(s)));
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  jsonClientErrors(server);
  return server;
}
