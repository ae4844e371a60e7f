import express from 'express';
import { useHttpServers } from '@consign/kit/testing';
import { SOCKETS_PER_SERVICE } from '../src/http/proxy';
import { createTestGateway } from './support/test-gateway';

/**
 * More requests at once than the gateway keeps connections to a service: the rest wait in the agent's queue for
 * a free connection. Setting a header when a queued request got its connection threw (its headers were already
 * written) and took the gateway down, every request in flight with it.
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
