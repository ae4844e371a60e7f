import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFsStorage, signLink, verifyLink } from '../src';

const root = mkdtempSync(path.join(tmpdir(), 'storage-'));
const storage = createFsStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('put, get and delete an object', async () => {
  await storage.put('products', 'full_abc.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
  expect(await storage.get('products', 'full_abc.jpg')).toEqual({ data: Buffer.from('jpeg-bytes'), contentType: 'image/jpeg' });
  await storage.delete('products', 'full_abc.jpg');
  expect(await storage.get('products', 'full_abc.jpg')).toBeNull();
});

test.each(['../etc/passwd', '..', 'a/../../b', '/abs', 'a\\b', '.hidden', ''])('refuses the name %j', async (name) => {
  await expect(storage.put('products', name, Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid file name');
});

test('signed links verify until they expire and only for their resource', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const link = new URL(signLink('secret-secret-secret', '/api/demo/products/image/full_1.jpg', 7200, now), 'http://x');
  const expires = link.searchParams.get('expires');
  const sig = link.searchParams.get('signature');
  expect(Number(expires)).toBe(now / 1000 + 7200);
  expect(verifyLink('secret-secret-secret', link.pathname, expires, sig, now + 7199_000)).toBe(true);
  expect(verifyLink('secret-secret-secret', link.pathname, expires, sig, now + 7201_000)).toBe(false);
  expect(verifyLink('secret-secret-secret', '/api/demo/products/image/full_2.jpg', expires, sig, now)).toBe(false);
  expect(verifyLink('another-secret-value', link.pathname, expires, sig, now)).toBe(false);
  expect(verifyLink('secret-secret-secret', link.pathname, String(Number(expires) + 1000), sig, now)).toBe(false);
});
