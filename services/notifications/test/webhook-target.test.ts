import http from 'node:http';
import { useHttpServers } from '@consign/kit/testing';
import { PRIVATE_TARGET_MESSAGE, assertPublicTarget, postToPublicTarget, type Resolver } from '../src/app/webhook-target';

/**
 * Issue 20 finding 6 (DNS rebinding): a webhook host is resolved once, by the socket itself, and the socket
 * connects to the addresses just checked. Names resolve through fake resolvers only; the one receiver is on
 * 127.0.0.1, reached only where private targets are allowed (as tests and the fuzz pass allow them).
 */
const listen = useHttpServers();
const received: Array<{ host: string | undefined; body: string }> = [];
let port: number;

beforeAll(async () => {
  const url = await listen(
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push({ host: req.headers.host, body });
        res.writeHead(204).end();
      });
    }),
  );
  port = Number(new URL(url).port);
});

beforeEach(() => {
  received.length = 0;
});

/** A resolver that answers from a list, one answer per call, and counts its calls. */
function rebinding(...answers: string[][]): Resolver & { calls: number } {
  const resolver = Object.assign(
    async () => {
      const answer = answers[Math.min(resolver.calls++, answers.length - 1)]!;
      return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    { calls: 0 },
  );
  return resolver;
}

const post = (url: string, resolve: Resolver, allowPrivate = false) =>
  postToPublicTarget(url, { headers: { 'content-type': 'application/json' }, body: '{"a":1}', timeoutMs: 2000, allowPrivate, resolve });

test('the POST connects to the address its one resolution gave, with the URL host kept in the Host header', async () => {
  const resolver = rebinding(['127.0.0.1']);
  expect(await post(`http://hooks.example.test:${port}/in`, resolver, true)).toBe(204);
  expect(resolver.calls).toBe(1);
  expect(received).toEqual([{ host: `hooks.example.test:${port}`, body: '{"a":1}' }]);
});

test('a name that resolves to a private address, alone or among public ones, is refused before any connection', async () => {
  for (const answer of [['127.0.0.1'], ['8.8.8.8', '127.0.0.1'], ['::ffff:7f00:1'], ['64:ff9b::7f00:1'], ['2002:7f00:1::']]) {
    await expect(post(`http://hooks.example.test:${port}/in`, rebinding(answer))).rejects.toThrow(PRIVATE_TARGET_MESSAGE);
  }
  expect(received).toEqual([]);
});

test('rebinding: public when the endpoint is saved, loopback when it is called, is refused at the call', async () => {
  const resolver = rebinding(['8.8.8.8'], ['127.0.0.1']);
  await assertPublicTarget(`http://rebind.example.test:${port}/in`, false, resolver);
  await expect(post(`http://rebind.example.test:${port}/in`, resolver)).rejects.toThrow(PRIVATE_TARGET_MESSAGE);
  expect(resolver.calls).toBe(2);
  expect(received).toEqual([]);
});

test('address literals in every IPv6 form of loopback are refused without a lookup', async () => {
  const resolver = rebinding(['8.8.8.8']);
  for (const host of ['127.0.0.1', '[::1]', '[::127.0.0.1]', '[::ffff:127.0.0.1]', '[64:ff9b::7f00:1]', '[2002:7f00:1::]', '[fd00::1]'])
    await expect(post(`http://${host}:${port}/in`, resolver)).rejects.toThrow(PRIVATE_TARGET_MESSAGE);
  expect(resolver.calls).toBe(0);
  expect(received).toEqual([]);
});
