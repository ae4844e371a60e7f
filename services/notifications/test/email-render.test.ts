import { updateBodySchema, type SaleFees } from '@consign/contracts';
import { renderEmail } from '../src/domain/email-render';
import { productSoldUpdate } from '../src/domain/update-content';

const brand = { name: 'Demo Resale', logoUrl: null, primaryColor: '#aa3355', currency: 'NOK' };

test('the sold-item update carries a valid body with the product card in major units', () => {
  const draft = productSoldUpdate(
    {
      sellerId: 's1',
      firstName: 'Kari',
      product: { name: 'Coat', skuPadded: '000042', price: 99_950, consignmentSplit: 0.55, storeOwned: false },
      fees: [],
      currency: 'NOK',
      publicUrl: 'https://app.test',
    },
    'en',
  );
  expect(updateBodySchema.parse(draft.body)).toEqual(draft.body);
  expect(JSON.stringify(draft.body)).toContain('"productCard":{"skuPadded":"000042","name":"Coat","price":999.5,"sellerShare":549.73}');
});

test("the sold-item share is the ledger's credit: the counter price × split less the fees on sales, never below nothing", () => {
  const sold = (product: { price: number; salePrice?: number; storeOwned?: boolean }, fees: SaleFees) =>
    productSoldUpdate(
      {
        sellerId: 's1',
        firstName: null,
        product: { name: 'Coat', skuPadded: '000042', consignmentSplit: 0.5, storeOwned: false, ...product },
        fees,
        currency: 'NOK',
        publicUrl: 'https://app.test',
      },
      'en',
    );
  const text = (draft: ReturnType<typeof sold>) => JSON.stringify(draft.body);
  // 800 kr at the counter (listed 1 000): 400 kr share, less 10 % of 800 kr and 15 kr.
  const fees: SaleFees = [
    { to: 'organization', type: 'percentage', amount: 10 },
    { to: 'product', type: 'flat', amount: 15 },
  ];
  const counter = sold({ price: 100_000, salePrice: 80_000 }, fees);
  expect(text(counter)).toContain('"price":800,"sellerShare":305');
  expect(text(counter)).toContain(`Your share of `);
  // Fees that take the whole share credit nothing, and the update says nothing was added.
  const cheap = sold({ price: 2_000 }, fees);
  expect(text(cheap)).toContain('"price":20,"sellerShare":0');
  expect(text(cheap)).not.toContain('has been added to your balance');
  expect(text(sold({ price: 99_950, storeOwned: true }, []))).toContain('"sellerShare":0');
});

test('the card is at most 470 px wide with 16 px corners, in the brand colour, with the name when there is no logo', () => {
  const mail = renderEmail(
    {
      subject: 'Hello <you>',
      body: [{ type: 'paragraph', children: [{ text: 'Bold', bold: true }] }],
      cta: { url: 'https://x.test/a?b=1&c=2', text: 'Go' },
    },
    brand,
    'Footer line',
    'en',
  );
  expect(mail.html).toContain('max-width:470px');
  expect(mail.html).toContain('border-radius:16px');
  expect(mail.html).toContain('border-top:4px solid #aa3355');
  expect(mail.html).toContain('>Demo Resale</span>');
  expect(mail.html).toContain('<h1 style="margin:0 0 16px;font-size:18px;color:#111827">Hello &lt;you&gt;</h1>');
  expect(mail.html).toContain('href="https://x.test/a?b=1&amp;c=2"');
  expect(mail.text).toBe('Demo Resale\n\nHello <you>\n\nBold\n\nGo: https://x.test/a?b=1&c=2\n\n--\nFooter line\n');
});

test('numbered lists count, bulleted lists dash, and unsafe links or colours never reach the HTML', () => {
  const mail = renderEmail(
    {
      subject: 'S',
      body: [
        {
          type: 'numbered-list',
          children: [
            { type: 'list-item', children: [{ text: 'a' }] },
            { type: 'list-item', children: [{ text: 'b' }] },
          ],
        },
      ],
      cta: { url: 'javascript:alert(1)', text: 'x' },
    },
    { ...brand, primaryColor: 'red;background:url(x)', logoUrl: 'javascript:x' },
    '',
    'en',
  );
  expect(mail.text).toContain('1. a\n2. b');
  expect(mail.html).toContain('<ol');
  expect(mail.html).not.toContain('javascript:');
  expect(mail.html).toContain('#2f6f5e');
  expect(mail.html).not.toContain('red;');
});

test('the body schema refuses unknown block types and empty bodies', () => {
  expect(updateBodySchema.safeParse([]).success).toBe(false);
  expect(updateBodySchema.safeParse([{ type: 'heading-one', children: [{ text: 'x' }] }]).success).toBe(false);
  expect(
    updateBodySchema.safeParse([{ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'x', underline: true }] }] }])
      .success,
  ).toBe(true);
});
