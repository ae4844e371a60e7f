import { skuRanges } from '../src/db/products.repo';

test('a typed number is a prefix of the SKU; with leading zeros, of the padded SKU', () => {
  expect(skuRanges('12').slice(0, 3)).toEqual([
    [12, 12],
    [120, 129],
    [1200, 1299],
  ]);
  expect(skuRanges('12').at(-1)![1]).toBeLessThanOrEqual(2_147_483_647);
  expect(skuRanges('0012')).toEqual([[1200, 1299]]);
  expect(skuRanges('000123')).toEqual([[123, 123]]);
  expect(skuRanges('0000123')).toEqual([]);
  expect(skuRanges('12a')).toEqual([]);
});
