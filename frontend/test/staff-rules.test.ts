import { MESSAGES, markProductAs, parisToday } from '@consign/contracts';
import dayjs from 'dayjs';
import { billingRedirect, sectionOf } from '../src/app/routing-rules';
import { statusColor } from '../src/components/StatusTag';
import { filterOptions, resolveTypedText } from '../src/components/SearchableSelect';
import { readMoney } from '../src/components/MoneyInput';
import { duplicateCountError } from '../src/features/products/ProductView';
import {
  EXPIRY_MESSAGES,
  expiryError,
  needsConfirmation,
  percentToSplit,
  shownSplit,
  sortSizes,
  splitToPercent,
  toProductBody,
  type ProductFormValues,
} from '../src/features/products/product-form-rules';
import { bankAccountOnBlur, bankAccountOnFocus, normalisePhoneText, sellerErrorText } from '../src/features/sellers/seller-form-rules';
import { decodeSheets, encodeSheets } from '../src/sheets/sheet-url';
import { closed, modeSet, opened, replaced, sheetsSlice } from '../src/sheets/sheets.slice';

describe('routing rules (SPEC §2)', () => {
  test.each([
    ['/settings/team', 'settings'],
    ['/sellers', 'sellers'],
    ['/coworkers', 'coworkers'],
    ['/deliveries/timeline', 'deliveries'],
    ['/payouts', 'payouts'],
    ['/products', 'products'],
    ['/dashboard', 'dashboard'],
    ['/', 'dashboard'],
    ['/help', 'dashboard'],
  ])('%s is in section %s', (path, section) => expect(sectionOf(path)).toBe(section));

  const setup = { success: true, hasBillingEnabled: true, requiresSetup: true };
  test('billing that needs setup sends every page to /billing/setup except /billing and /help', () => {
    expect(billingRedirect('/products', setup)).toBe('/billing/setup');
    expect(billingRedirect('/settings/team', setup)).toBe('/billing/setup');
    expect(billingRedirect('/billing', setup)).toBeUndefined();
    expect(billingRedirect('/billing/setup', setup)).toBeUndefined();
    expect(billingRedirect('/help', setup)).toBeUndefined();
    expect(billingRedirect('/helpdesk', setup)).toBe('/billing/setup');
  });
  test('no redirect when billing is off or set up', () => {
    expect(billingRedirect('/products', { ...setup, hasBillingEnabled: false })).toBeUndefined();
    expect(billingRedirect('/products', { ...setup, requiresSetup: false })).toBeUndefined();
    expect(billingRedirect('/products', undefined)).toBeUndefined();
  });
});

describe('sheet stack', () => {
  const reduce = sheetsSlice.reducer;
  test('open stacks, close removes the sheet and what is on it, replace swaps the top, mode toggles', () => {
    let s = reduce(undefined, opened({ type: 'seller', id: 'a', mode: 'view' }));
    s = reduce(s, opened({ type: 'product', mode: 'create', params: { sellerId: 'a' } }));
    s = reduce(s, replaced({ type: 'product', id: 'p', mode: 'view' }));
    expect(s.stack).toEqual([
      { type: 'seller', id: 'a', mode: 'view' },
      { type: 'product', id: 'p', mode: 'view' },
    ]);
    s = reduce(s, modeSet({ index: 1, mode: 'edit' }));
    expect(s.stack[1]!.mode).toBe('edit');
    s = reduce(s, opened({ type: 'payout', mode: 'create' }));
    s = reduce(s, closed(1));
    expect(s.stack).toEqual([{ type: 'seller', id: 'a', mode: 'view' }]);
    s = reduce(s, closed(undefined));
    expect(s.stack).toEqual([]);
  });

  test('the stack survives the trip through the URL', () => {
    const stack = [
      { type: 'seller' as const, id: '4f1c2b3a-0000-4000-8000-000000000001', mode: 'view' as const },
      { type: 'product' as const, mode: 'create' as const, params: { sellerId: '4f1c2b3a-0000-4000-8000-000000000001' } },
      { type: 'balance-adjustment' as const, mode: 'create' as const },
    ];
    expect(decodeSheets(encodeSheets(stack))).toEqual(stack);
  });
  test('unknown types and modes in the URL are dropped', () => {
    expect(decodeSheets('nope.view.x|seller.fly.y|seller.edit.z')).toEqual([{ type: 'seller', id: 'z', mode: 'edit' }]);
    expect(decodeSheets(null)).toEqual([]);
  });
});

describe('status colours (SPEC §4)', () => {
  test.each([
    ['active', 'blue'],
    ['donated', 'blue'],
    ['sold', 'green'],
    ['success', 'green'],
    ['pick-up', 'red'],
    ['stolen', 'default'],
    ['returned', 'default'],
    ['damaged', 'default'],
    [undefined, 'blue'],
  ])('%s is %s', (status, colour) => expect(statusColor(status)).toBe(colour));
});

describe('searchable dropdown (SPEC §5, §9)', () => {
  const options = [
    { id: '1', name: 'Acne Studios', slug: 'acne-studios' },
    { id: '2', name: 'Filippa K', slug: 'filippa-k' },
    { id: '3', name: 'Ganni', slug: 'ganni', keywords: ['danish'] },
  ];
  test('fuzzy matches by name and keywords, at most the given number', () => {
    expect(filterOptions(options, 'filipa', 30).map((o) => o.name)).toEqual(['Filippa K']);
    expect(filterOptions(options, 'danish', 30).map((o) => o.name)).toEqual(['Ganni']);
    expect(filterOptions(options, 'zzzz', 30)).toEqual([]);
    const many = Array.from({ length: 50 }, (_, i) => ({ name: `Option ${i}` }));
    expect(filterOptions(many, '', 30)).toHaveLength(30);
    expect(filterOptions(many, 'option', 5)).toHaveLength(5);
  });
  test('blur selects a case-insensitive match, keeps custom text if allowed, clears otherwise', () => {
    expect(resolveTypedText('  ganni ', options, false)).toEqual(options[2]);
    expect(resolveTypedText('My Brand', options, true)).toEqual({ name: 'My Brand', slug: 'custom' });
    expect(resolveTypedText('My Brand', options, false)).toBeNull();
    expect(resolveTypedText('   ', options, true)).toBeNull();
  });
});

describe('money input (SPEC §5)', () => {
  test.each([
    ['12,5', 12.5],
    ['12.50', 12.5],
    ['1 234,50', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['', undefined],
    ['12,345', undefined],
  ])('%s reads as %s', (text, value) => expect(readMoney(text)).toBe(value));
});

describe('seller form rules (SPEC §5, §8)', () => {
  test('phone is normalised on blur; unreadable text stays', () => {
    expect(normalisePhoneText('41234567')).toBe('+47 412 34 567');
    expect(normalisePhoneText('0047 412 34 567')).toBe('+47 412 34 567');
    expect(normalisePhoneText('12')).toBe('12');
  });
  test('bank account is formatted on blur and unformatted on focus', () => {
    expect(bankAccountOnBlur('12345678903')).toBe('1234.56.78903');
    expect(bankAccountOnFocus('1234.56.78903')).toBe('12345678903');
    expect(bankAccountOnBlur('123')).toBe('123');
  });
  test('error codes are shown as their texts, an unknown code as itself, else the message', () => {
    expect(sellerErrorText({ data: { message: 'x', code: 'user_already_exists' } }, 'f')).toBe('They already have an account here.');
    expect(sellerErrorText({ data: { code: 'coworker_in_other_org' } }, 'f')).toBe(
      'This user is already a coworker somewhere else, use their personal email instead.',
    );
    expect(sellerErrorText({ data: { code: 'unknown_error' } }, 'f')).toBe('An unexpected error occurred. Please try again.');
    expect(sellerErrorText({ data: { code: 'account_in_other_org' } }, 'f')).toBe('account_in_other_org');
    expect(sellerErrorText({ data: { message: 'Server says no' } }, 'f')).toBe('Server says no');
    expect(sellerErrorText({ status: 'FETCH_ERROR' }, MESSAGES.common.unexpected)).toBe('An unexpected error occurred');
  });
});

describe('product form rules (SPEC §4, §5, §9)', () => {
  test('sizes XS to XL come first, the rest keep their order', () => {
    const sizes = ['One size', 'XL', '38', 's', 'M', 'XS', 'L'].map((name) => ({ name }));
    expect(sortSizes(sizes).map((s) => s.name)).toEqual(['XS', 's', 'M', 'L', 'XL', 'One size', '38']);
  });
  test('sold, pick-up, stolen, donated and damaged ask for confirmation with the SPEC text', () => {
    expect(['sold', 'pick-up', 'stolen', 'donated', 'damaged'].every((s) => needsConfirmation(s as never))).toBe(true);
    expect(needsConfirmation('active')).toBe(false);
    expect(needsConfirmation('returned')).toBe(false);
    expect(markProductAs('sold')).toBe('Are you sure you want to mark this product as sold?');
  });
  test('expiry: not before today on create, not before the creation date on edit', () => {
    // Today is the Paris day (between 00:00 and 01:00 or 02:00 Paris time the browser's date may be yesterday).
    expect(expiryError(dayjs(parisToday()).subtract(1, 'day'))).toBe(EXPIRY_MESSAGES.beforeToday);
    expect(expiryError(dayjs(parisToday()))).toBeUndefined();
    const created = dayjs().subtract(10, 'day').toISOString();
    expect(expiryError(dayjs().subtract(5, 'day'), created)).toBeUndefined();
    expect(expiryError(dayjs().subtract(11, 'day'), created)).toBe(EXPIRY_MESSAGES.beforeCreation);
  });
  test('the split is entered in percent and stored as a fraction; store-owned shows 0 %', () => {
    expect(splitToPercent(0.6)).toBe(60);
    expect(percentToSplit(42.5)).toBe(0.425);
    expect(shownSplit({ storeOwned: true, consignmentSplit: 0.6 })).toBe(0);
    expect(shownSplit({ storeOwned: false, consignmentSplit: 0.6 })).toBe(60);
  });
  test('the body carries custom options with slug custom, refs and the fraction', () => {
    const values: ProductFormValues = {
      name: ' Coat ',
      storeId: 'store-1',
      sellerId: 'seller-1',
      status: 'active',
      brand: { name: 'My Brand', slug: 'custom' },
      size: { id: 's', name: 'M', slug: 'm' },
      category: { id: 'c', name: 'Coats', slug: 'coats' },
      price: 499.5,
      attractiveness: 'high',
      splitPercent: 60,
      storeOwned: false,
      expiringAt: dayjs('2030-01-02'),
    };
    expect(toProductBody(values, false)).toEqual({
      name: 'Coat',
      status: 'active',
      brand: { slug: 'custom', name: 'My Brand' },
      size: { slug: 'm', name: 'M' },
      category: { name: 'Coats' },
      color: null,
      material: null,
      price: 499.5,
      attractiveness: 'high',
      consignmentSplit: 0.6,
      storeOwned: false,
      expiringAt: '2030-01-02',
      seller: { id: 'seller-1' },
      store: { id: 'store-1' },
    });
    expect(toProductBody({ ...values, storeOwned: true }, true)).toMatchObject({ consignmentSplit: 0, gender: null });
    // The delivery it came in with: sent when chosen, null when cleared (unlinks), left out when never touched.
    expect(toProductBody({ ...values, deliveryId: 'delivery-1' }, false).delivery).toEqual({ id: 'delivery-1' });
    expect(toProductBody({ ...values, deliveryId: null }, false)).toHaveProperty('delivery', null);
  });
  test('duplicate count must be 1 to 10', () => {
    expect(duplicateCountError(0)).toBe('Count must be between 1 and 10');
    expect(duplicateCountError(11)).toBe('Count must be between 1 and 10');
    expect(duplicateCountError(2.5)).toBe('Count must be between 1 and 10');
    expect(duplicateCountError(1)).toBeUndefined();
    expect(duplicateCountError(10)).toBeUndefined();
  });
});
