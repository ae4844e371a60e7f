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

test('a link signed again in the same second is the same link; a new second, secret or resource gets its own', () => {
  const now = Date.UTC(2026, 10, 29, 12);
  const resource = '/api/demo/products/image/full_1.jpg?o=org-1';
  const verifies = (secret: string, link: string, at: number) => {
    const url = new URL(link, 'http://x');
    return verifyLink(secret, `${url.pathname}?o=org-1`, url.searchParams.get('expires'), url.searchParams.get('signature'), at);
  };
  const first = signLink('secret-secret-secret', resource, 7200, now);
  expect(signLink('secret-secret-secret', resource, 7200, now + 999)).toBe(first);

  const nextSecond = signLink('secret-secret-secret', resource, 7200, now + 1000);
  expect(new URL(nextSecond, 'http://x').searchParams.get('expires')).toBe(String(now / 1000 + 7201));
  expect(verifies('secret-secret-secret', nextSecond, now + 7200_500)).toBe(true);

  const otherSecret = signLink('another-secret-value', resource, 7200, now + 1000);
  expect(otherSecret).not.toBe(nextSecond);
  expect(verifies('another-secret-value', otherSecret, now)).toBe(true);
  expect(verifies('secret-secret-secret', otherSecret, now)).toBe(false);

  const otherResource = signLink('secret-secret-secret', '/api/demo/products/image/full_2.jpg?o=org-1', 7200, now + 1000);
  expect(otherResource.startsWith('/api/demo/products/image/full_2.jpg?o=org-1&')).toBe(true);
});
