import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import multer from 'multer';
import {
  createApp,
  createLogger,
  finishApp,
  KEEP_ALIVE_MS,
  listenHttp,
  LONE_SURROGATE_MESSAGE,
  MAX_BODY_DEPTH,
  NUL_MESSAGE,
  PROTOTYPE_KEY_MESSAGE,
  TOO_DEEP_MESSAGE,
} from '../src';

/** The classes of hostile input the fuzz pass found answered without the JSON error shape, fixed in kit. */
const log = createLogger('guards-test', 'silent');
let server: Server;
let base: string;
const seen: unknown[] = [];

beforeAll(async () => {
  const app = createApp({ log });
  app.get('/things', (req, res) => void res.json({ query: req.query }));
  app.post('/things', (req, res) => {
    seen.push(req.body);
    res.status(201).json(req.body);
  });
  app.post('/upload', multer({ storage: multer.memoryStorage() }).array('files'), (_req, res) => void res.status(201).end());
  finishApp(app, log);
  server = await listenHttp(app, 0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((r) => server.close(r)));

test("an idle connection is kept 65 s, and the answers say so (Node's 5 s raced clients reusing one)", async () => {
  expect(KEEP_ALIVE_MS).toBe(65_000);
  expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
  const res = await fetch(`${base}/things`);
  await res.text();
  expect(res.headers.get('keep-alive')).toBe('timeout=65');
});

test('a port already taken is a rejected listen, not an exception thrown later', async () => {
  const port = (server.address() as AddressInfo).port;
  await expect(listenHttp(createApp({ log }), port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
});

const post = (body: string, contentType = 'application/json') =>
  fetch(`${base}/things`, { method: 'POST', headers: { 'content-type': contentType }, body });

test('a NUL character in the query or anywhere in a JSON body is a 400 before any route sees it', async () => {
  const query = await fetch(`${base}/things?query=a%00b`);
  expect([query.status, await query.json()]).toEqual([400, { message: NUL_MESSAGE, code: 'rules.http.nul' }]);
  for (const body of ['{"name":"a\\u0000b"}', '{"a":[{"b":"\\u0000"}]}', '{"\\u0000":1}']) {
    const res = await post(body);
    expect([res.status, await res.json()]).toEqual([400, { message: NUL_MESSAGE, code: 'rules.http.nul' }]);
  }
  expect(seen).toEqual([]);
  expect((await post('{"name":"a b ✓"}')).status).toBe(201);
});

test('a lone UTF-16 surrogate in any JSON text or key is a 400 (Postgres json would refuse it as a 500)', async () => {
  const before = seen.length;
  for (const body of ['{"name":"a\\ud800b"}', '{"a":["\\udc00"]}', '{"\\udbff":1}', '{"name":"x\\ud83d"}']) {
    const res = await post(body);
    expect([body, res.status, await res.json()]).toEqual([
      body,
      400,
      { message: LONE_SURROGATE_MESSAGE, code: 'rules.http.loneSurrogate' },
    ]);
  }
  expect(seen.length).toBe(before);
  expect((await post('{"name":"\\ud83d\\ude00 ok"}')).status).toBe(201);
});

test('a body nested deeper than any contract is a 400, however deep', async () => {
  const before = seen.length;
  for (const depth of [MAX_BODY_DEPTH + 1, 100_000]) {
    const res = await post(`${'['.repeat(depth)}${']'.repeat(depth)}`);
    expect([depth, res.status, await res.json()]).toEqual([depth, 400, { message: TOO_DEEP_MESSAGE, code: 'rules.http.tooDeep' }]);
  }
  expect(seen.length).toBe(before);
  expect((await post(`${'['.repeat(MAX_BODY_DEPTH)}${']'.repeat(MAX_BODY_DEPTH)}`)).status).toBe(201);
});

test('prototype names as body keys or query keys are a 400 before any route sees them', async () => {
  const before = seen.length;
  for (const body of ['{"__proto__":{"role":"admin"}}', '{"a":{"constructor":{"prototype":{}}}}', '{"x":[{"prototype":1}]}']) {
    const res = await post(body);
    expect([body, res.status, await res.json()]).toEqual([body, 400, { message: PROTOTYPE_KEY_MESSAGE, code: 'rules.http.prototypeKey' }]);
  }
  expect(seen.length).toBe(before);
  for (const query of ['__proto__[x]=1', 'filters[__proto__]=1', 'constructor=1', 'a[prototype][]=1']) {
    const res = await fetch(`${base}/things?${query}`);
    expect([query, res.status, await res.json()]).toEqual([
      query,
      400,
      { message: PROTOTYPE_KEY_MESSAGE, code: 'rules.http.prototypeKey' },
    ]);
  }
  expect((await fetch(`${base}/things?filters[status]=x&proto=1`)).status).toBe(200);
});

test('body errors keep a client status and a JSON message: malformed, unsupported charset, too large', async () => {
  const malformed = await post('{"name":');
  expect([malformed.status, await malformed.json()]).toEqual([400, { message: 'Malformed JSON body', code: 'rules.http.malformedJson' }]);
  const charset = await post('{"name":"x"}', 'application/json; charset=latin1');
  expect([charset.status, await charset.json()]).toEqual([
    415,
    { message: 'Unsupported charset: send the body as UTF-8', code: 'rules.http.unsupportedCharset', reason: 'unsupported_media_type' },
  ]);
  const large = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 1) }));
  expect([large.status, await large.json()]).toEqual([
    413,
    { message: 'Request body is too large', code: 'rules.http.bodyTooLarge', reason: 'payload_too_large' },
  ]);
});

test('a write whose body is not JSON is a 415 before the route runs (it would otherwise arrive as an empty body)', async () => {
  const before = seen.length;
  for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
    const res = await post('{"name":"x"}', contentType);
    expect([res.status, await res.json()]).toEqual([
      415,
      {
        message: 'The request body must be JSON (Content-Type: application/json)',
        code: 'rules.http.jsonRequired',
        reason: 'unsupported_media_type',
      },
    ]);
  }
  expect(seen.length).toBe(before);
  expect((await fetch(`${base}/things`, { method: 'POST' })).status).toBe(201);
});

test('a URL too large for Node is a 431 with a JSON message, not an empty answer', async () => {
  const res = await fetch(`${base}/things?query=${'q'.repeat(20_000)}`);
  expect(res.status).toBe(431);
  expect(res.headers.get('content-type')).toBe('application/json');
  expect(await res.json()).toEqual({ message: 'The request headers or URL are too large', code: 'rules.http.headersTooLarge' });
});

test('a multipart body busboy cannot read (a NUL in a part header, a cut-off form) is a 400, not a 500', async () => {
  const boundary = 'fuzz-boundary';
  const upload = (body: string) =>
    fetch(`${base}/upload`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body });
  const nul = await upload(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--${boundary}--\r\n`,
  );
  expect([nul.status, await nul.json()]).toEqual([
    400,
    {
      message: 'Malformed form data: Malformed part header',
      code: 'rules.http.malformedForm',
      params: { reason: 'Malformed part header' },
    },
  ]);
  const cut = await upload(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nxx`);
  expect([cut.status, await cut.json()]).toEqual([
    400,
    {
      message: 'Malformed form data: Unexpected end of form',
      code: 'rules.http.malformedForm',
      params: { reason: 'Unexpected end of form' },
    },
  ]);
});
