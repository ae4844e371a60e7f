import { productCreateSchema, productUpdateSchema } from '../src';

test('a negative price is refused as text too, not only as a number (it would otherwise reach the database constraint)', () => {
  for (const price of [-5, '-5', ' -5', '-0,50']) {
    for (const schema of [productCreateSchema, productUpdateSchema]) {
      const messages = schema.safeParse({ name: 'Coat', price }).error?.issues.map((i) => i.message);
      expect([price, messages]).toEqual([price, expect.arrayContaining(['Price cannot be negative'])]);
    }
  }
  expect(productUpdateSchema.parse({ price: '5,50' }).price).toBe('5,50');
});
