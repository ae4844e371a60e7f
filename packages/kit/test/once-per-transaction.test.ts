import { oncePerTransaction, type Trx } from '../src/db';

test('a read is made once per transaction and key, and again in another transaction', async () => {
  const [first, second] = [{}, {}] as unknown as [Trx, Trx];
  let reads = 0;
  const read = async () => ++reads;
  expect(await Promise.all([oncePerTransaction(first, 'org:a', read), oncePerTransaction(first, 'org:a', read)])).toEqual([1, 1]);
  expect(await oncePerTransaction(first, 'org:b', read)).toBe(2);
  expect(await oncePerTransaction(second, 'org:a', read)).toBe(3);
  expect(reads).toBe(3);
});
