import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { embedderFor, hostedEmbedder } from '../src/app/image-embedder';
import { handmadeEmbedder } from '../src/domain/image-embedding';

test('a hosted vision model plugs in by configuration; without one the local features are used', async () => {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push((JSON.parse(body) as { image: string }).image);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ vector: [0.1, 0.2, 0.3] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/embed`;
    const hosted = embedderFor({ IMAGE_EMBEDDING_URL: url });
    expect(hosted.provider).toBe(`hosted:127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(await hosted.embed(Buffer.from('photo'))).toEqual([0.1, 0.2, 0.3]);
    expect(seen).toEqual([Buffer.from('photo').toString('base64')]);
    await expect(hostedEmbedder('http://127.0.0.1:9/embed').embed(Buffer.from('x'))).rejects.toThrow();
  } finally {
    server.close();
  }
  expect(embedderFor({})).toBe(handmadeEmbedder);
});
