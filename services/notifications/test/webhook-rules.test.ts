import { isPrivateAddress } from '../src/domain/private-address';
import { signWebhook, verifyWebhook, webhookBackoff } from '../src/domain/webhook-signature';

test('a signature verifies with the secret and body it was made from, within the timestamp tolerance', () => {
  const header = signWebhook('s3cret-s3cret-s3cret', '{"a":1}', 1_700_000_000);
  expect(header).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  expect(verifyWebhook('s3cret-s3cret-s3cret', '{"a":1}', header, 1_700_000_100)).toBe(true);
  expect(verifyWebhook('s3cret-s3cret-s3cret', '{"a":2}', header, 1_700_000_100)).toBe(false);
  expect(verifyWebhook('other-secret-other', '{"a":1}', header, 1_700_000_100)).toBe(false);
  expect(verifyWebhook('s3cret-s3cret-s3cret', '{"a":1}', header, 1_700_001_000)).toBe(false);
  expect(verifyWebhook('s3cret-s3cret-s3cret', '{"a":1}', 'garbage', 1_700_000_000)).toBe(false);
});

test('backoff doubles from the base up to the cap', () => {
  expect([1, 2, 3, 4, 10].map((n) => webhookBackoff(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000, 5000]);
});

test('private, loopback, link-local and reserved addresses are refused, in every IPv6 form that carries them (issue 20 finding 6); public ones pass', () => {
  for (const a of [
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:a00:1',
    '::127.0.0.1',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001:db8::1',
    'fc00::1',
    'fec0::1',
    'ff02::1',
    '::',
    '100::1',
    '203.0.113.5',
    'fe80::1%eth0',
    'not-an-ip',
  ])
    expect([a, isPrivateAddress(a)]).toEqual([a, true]);
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '2a00:1450:4001:82b::200e'])
    expect([a, isPrivateAddress(a)]).toEqual([a, false]);
});
