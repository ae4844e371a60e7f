import { brandSectionSchema, ctaSchema, isHttpUrl, sellerExperienceSectionSchema, webhookEndpointCreateSchema } from '../src';

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'vbscript:msgbox(1)',
  'ftp://example.test/x',
];

/** Every stored URL field, with the rest of a valid body. */
const FIELDS = {
  'brand logo': (url: string) => brandSectionSchema.safeParse({ logoUrl: url }),
  'log-out forward': (url: string) => sellerExperienceSectionSchema.safeParse({ forwardUrlLogOut: url }),
  'update button link': (url: string) => ctaSchema.safeParse({ url, text: 'Open' }),
  webhook: (url: string) => webhookEndpointCreateSchema.safeParse({ url, secret: 's'.repeat(16), eventTypes: ['product.created'] }),
};

test('every stored URL field takes http(s) only (issue 20 finding 4)', () => {
  for (const [field, parse] of Object.entries(FIELDS)) {
    for (const url of HOSTILE) expect([field, url, parse(url).success]).toEqual([field, url, false]);
    for (const url of ['https://shop.example.test/logo.png', 'http://127.0.0.1:8080/bye'])
      expect([field, url, parse(url).success]).toEqual([field, url, true]);
  }
});

test('isHttpUrl says whether a value read back may be navigated to', () => {
  for (const url of HOSTILE) expect([url, isHttpUrl(url)]).toEqual([url, false]);
  expect([isHttpUrl(''), isHttpUrl(null), isHttpUrl('https://example.test/')]).toEqual([false, false, true]);
});
