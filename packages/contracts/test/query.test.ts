import { commaListParam } from '../src/query';

test('a comma list parameter trims, drops empties, and is no filter when absent or empty', () => {
  expect(commaListParam.parse(' a, b,,c ')).toEqual(['a', 'b', 'c']);
  expect(commaListParam.parse('')).toBeUndefined();
  expect(commaListParam.parse(undefined)).toBeUndefined();
});
