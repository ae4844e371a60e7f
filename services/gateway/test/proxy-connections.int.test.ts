import { connect } from 'node:net';
import express from 'express';
import { eventually, useHttpServers } from '@consign/kit/testing';
import { SOCKETS_PER_SERVICE } from '../src/http/proxy';
import { createTestGateway } from './support/test-gateway';

/**
 * The connections the gateway keeps to a service under load. More requests at once than connections wait in the
 * agent's queue: setting a header when a queued request got its connection threw (its headers were already
 * written) and took the gateway down. A client that leaves before its answer is through must give its
 * connection back: unread, the answer kept it until the proxy's 30 s timeout.
 */
const listen = useHttpServers();
const BURST = SOCKETS_PER_SERVICE + 20;

test('a burst beyond the connections to a service waits for one and is answered, each request with its id', async () => {
  const held: { res: express.Response; id: string | undefined }[] = [];
  let answering = false;
  const upstream = express();
  upstream.get('/healthz', (req, res) => {
    const id = req.header('x-request-id');
    if (answering) return void res.json({ id });
    // Held until every connection is busy, so the rest of the burst has queued behind them.
    held.push({ res, id });
    if (held.length < SOCKETS_PER_SERVICE) return;
    answering = true;
    for (const h of held) h.res.json({ id: h.id });
  });
  const gateway = await listen(createTestGateway({ catalog: await listen(upstream) }));

  const answers = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const res = await fetch(`${gateway}/api/health/catalog`, { headers: { 'x-request-id': `burst-${i}` } });
      return { status: res.status, header: res.headers.get('x-request-id'), body: (await res.json()) as { id?: string } };
    }),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(200));
  expect(answers.every((a, i) => a.header === `burst-${i}` && a.body.id === `burst-${i}`)).toBe(true);
});

test.each([
  ['in the middle of an answer', true],
  ['before their answer began', false],
])('clients that leave %s free the connections to the service', async (_, answerBegun) => {
  const chunk = 'x'.repeat(64 * 1024);
  const pending: express.Response[] = [];
  let holding = true;
  const whole = (res: express.Response) => res.type('text/plain').send(chunk + chunk);
  const upstream = express();
  upstream.get('/healthz', (_req, res) => {
    if (!holding) return void whole(res);
    // Half an answer, or none, at once; the rest once every client has left.
    if (answerBegun) {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(chunk.length * 2) });
      res.write(chunk);
    }
    pending.push(res);
  });
  const gateway = await listen(createTestGateway({ catalog: await listen(upstream) }));
  const { port } = new URL(gateway);

  const sockets = Array.from({ length: SOCKETS_PER_SERVICE }, () => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write('GET /api/health/catalog HTTP/1.1\r\nHost: x\r\n\r\n'));
    if (answerBegun) socket.once('data', () => socket.destroy());
    return socket;
  });
  const closed = sockets.map((socket) => new Promise((resolve) => socket.once('close', resolve)));
  if (!answerBegun) {
    await eventually(() => pending.length === SOCKETS_PER_SERVICE, 10_000, 'every request at the service');
    for (const socket of sockets) socket.destroy();
  }
  await Promise.all(closed);
  // The clients' closes reach the gateway's responses on its next turns; nothing outside shows when they have.
  await new Promise((r) => setTimeout(r, 200));
  holding = false;
  for (const res of pending.splice(0))
    if (answerBegun) res.end(chunk);
    else whole(res);

  // Every connection the gateway keeps to the service held a left answer: the next request needs one of them.
  const started = Date.now();
  const res = await fetch(`${gateway}/api/health/catalog`, { signal: AbortSignal.timeout(10_000) });
  expect(res.status).toBe(200);
  expect((await res.text()).length).toBe(chunk.length * 2);
  expect(Date.now() - started).toBeLessThan(5_000);
});
