import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { signLink } from '@consign/kit';
import sharp from 'sharp';
import { useCatalog } from './catalog-fixture';

const { catalog, DEMO, ids, staff, seller, call, product, dataDir } = useCatalog();

const photo = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#2f5fb3' } })
    .jpeg()
    .toBuffer();

function form(files: { bytes: Buffer; name: string; type: string }[]): FormData {
  const f = new FormData();
  for (const file of files) f.append('files', new Blob([file.bytes], { type: file.type }), file.name);
  return f;
}

/** A PNG bomb: a small file claiming 14000 × 14000 px (decoding would take gigabytes); its header must be enough to refuse it. */
function pngBomb(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(14000, 0);
  ihdr.writeUInt32BE(14000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))), // a few kB of zeros that would inflate to gigabytes of pixels
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an upload is typed by its bytes, re-encoded, stored as full_ and thumbnail_, and served by signed link', async () => {
  const p = await product();
  // The name and Content-Type lie; the bytes are a JPEG.
  const res = await call(
    'POST',
    `/api/demo/products/${p.id}/media`,
    await staff(),
    form([{ bytes: await photo(), name: 'x.txt', type: 'text/plain' }]),
  );
  expect(res.status).toBe(201);
  const [media] = res.body.data.media;
  expect(media).toMatchObject({ filename: expect.stringMatching(/\.jpg$/), type: 'image/jpeg' });

  const thumb = await call('GET', media.thumbnailUrl, null);
  expect(thumb.status).toBe(200);
  expect(thumb.headers.get('content-type')).toBe('image/jpeg');
  expect(thumb.headers.get('cache-control')).toBe('private, max-age=3600');
  const meta = await sharp(thumb.bytes).metadata();
  expect([meta.width, meta.height]).toEqual([300, 225]);
  const full = await call('GET', media.url, null);
  expect((await sharp(full.bytes).metadata()).width).toBe(800);
  const expires = Number(new URL(media.url, 'http://x').searchParams.get('expires'));
  expect(expires - Date.now() / 1000).toBeGreaterThan(7190);
  expect(expires - Date.now() / 1000).toBeLessThanOrEqual(7200);

  // The product's read and list carry the same links.
  expect((await call('GET', `/api/demo/products/${p.id}`, await staff())).body.data.media[0].thumbnailUrl).toEqual(expect.any(String));
  expect(await catalog().deps.db('outbox').where({ segment: p.id, type: 'catalog.product.updated' })).toHaveLength(1);

  expect((await call('DELETE', `/api/demo/products/${p.id}/media/${media.filename}`, await staff())).status).toBe(204);
  expect((await call('GET', `/api/demo/products/${p.id}`, await staff())).body.data.media).toEqual([]);
  const gone = await call('GET', media.url, null);
  expect([gone.status, gone.body.message]).toEqual([404, 'Failed to load media URL']);
});

test("the photos' order can be changed: every photo named once, or 400 and nothing changes", async () => {
  const p = await product();
  const res = await call(
    'POST',
    `/api/demo/products/${p.id}/media`,
    await staff(),
    form(await Promise.all([1, 2, 3].map(async (n) => ({ bytes: await photo(), name: `${n}.jpg`, type: 'image/jpeg' })))),
  );
  const [a, b, c] = (res.body.data.media as { filename: string }[]).map((m) => m.filename);
  const order = async (filenames: unknown) => call('PUT', `/api/demo/products/${p.id}/media/order`, await staff(), { filenames });
  const moved = await order([c, a, b]);
  expect(moved.status).toBe(200);
  expect(moved.body.data.media.map((m: { filename: string }) => m.filename)).toEqual([c, a, b]);
  expect(moved.body.data.media[0].thumbnailUrl).toEqual(expect.any(String));
  for (const bad of [[a, b], [a, a, b], [a, b, 'other.jpg'], 'a.jpg']) {
    const refused = await order(bad);
    expect([refused.status, refused.body.message]).toEqual([400, "The new order must name each of the product's photos once"]);
  }
  expect(
    (await call('GET', `/api/demo/products/${p.id}`, await staff())).body.data.media.map((m: { filename: string }) => m.filename),
  ).toEqual([c, a, b]);
  expect((await call('PUT', `/api/demo/products/${p.id}/media/order`, await seller(ids.KARI), { filenames: [a, b, c] })).status).toBe(403);
});

test('refuses what is not an image, too many bytes, and a PNG bomb (quickly, from its header)', async () => {
  const p = await product();
  const token = await staff();
  const upload = (bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg') =>
    call('POST', `/api/demo/products/${p.id}/media`, token, form([{ bytes, name, type }]));

  const text = await upload(Buffer.from('not really a jpeg at all'));
  expect([text.status, text.body.message]).toEqual([400, 'Images must be JPEG, PNG, WebP or HEIC']);
  const huge = await upload(Buffer.alloc(16 * 1024 * 1024, 0xff));
  expect([huge.status, huge.body.message]).toEqual([400, 'Images must be at most 15 MB']);
  const started = Date.now();
  const bomb = await upload(pngBomb(), 'bomb.png', 'image/png');
  expect([bomb.status, bomb.body.message]).toEqual([400, 'Images must be at most 25 megapixels']);
  expect(Date.now() - started).toBeLessThan(1000);
  const none = await call('POST', `/api/demo/products/${p.id}/media`, token, new FormData());
  expect([none.status, none.body.message]).toEqual([400, 'Choose at least one image to upload']);
  const missing = await call(
    'POST',
    `/api/demo/products/${ids.KARI}/media`,
    token,
    form([{ bytes: await photo(), name: 'a.jpg', type: 'image/jpeg' }]),
  );
  expect([missing.status, missing.body.message]).toEqual([404, 'Product not found']);
  expect((await call('GET', `/api/demo/products/${p.id}`, token)).body.data.media).toEqual([]);
});

test("a seller never sees another seller's images; links cannot be forged or moved", async () => {
  const karis = await product({ seller: { id: ids.KARI } });
  await call(
    'POST',
    `/api/demo/products/${karis.id}/media`,
    await staff(),
    form([{ bytes: await photo(), name: 'a.jpg', type: 'image/jpeg' }]),
  );
  const olas = await product({ seller: { id: ids.OLA } });

  const asOla = await call('GET', '/api/demo/products?take=900', await seller(ids.OLA));
  expect(asOla.body.data.map((p: { id: string }) => p.id)).toEqual([olas.id]);
  expect((await call('GET', `/api/demo/products/${karis.id}`, await seller(ids.OLA))).status).toBe(404);
  expect((await call('POST', `/api/demo/products/${olas.id}/media`, await seller(ids.OLA), new FormData())).status).toBe(403);

  const asKari = await call('GET', `/api/demo/products/${karis.id}`, await seller(ids.KARI));
  const { url, thumbnailUrl, filename } = asKari.body.data.media[0];
  expect((await call('GET', url, null)).status).toBe(200);
  const forged = [
    `/api/demo/products/image/full_${filename}`,
    url.replace(/signature=[^&]+/, 'signature=forged'),
    url.replace(`full_${filename}`, `thumbnail_${filename}`),
    thumbnailUrl.replace(/o=[^&]+/, `o=${ids.OLA}`),
  ];
  for (const link of forged) {
    const res = await call('GET', link, null);
    expect([res.status, res.body.message]).toEqual([403, 'This image link is invalid or has expired']);
  }
});

test('full_{name} falls back to the bare {name} of older uploads', async () => {
  const folder = path.join(dataDir, 'storage', 'products', DEMO.org);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'legacy.jpg'), await photo(40, 30));
  writeFileSync(path.join(folder, 'legacy.jpg.type'), 'image/jpeg');
  const link = signLink('consign-dev-signing-secret-change-me', `/api/demo/products/image/full_legacy.jpg?o=${DEMO.org}`);
  const res = await call('GET', link, null);
  expect(res.status).toBe(200);
  expect((await sharp(res.bytes).metadata()).width).toBe(40);
});
