import { namedStatement, sqlNumber } from '../src';

test('a size is written into the statement only when asked, and only an integer', () => {
  expect(sqlNumber(50, false)).toEqual(['?', [50]]);
  expect(sqlNumber(50, true)).toEqual(['50', []]);
  expect(() => sqlNumber(1.5, true)).toThrow('Only an integer');
  expect(() => sqlNumber(Number.NaN, true)).toThrow('Only an integer');
});

test('a named statement is named by its text: the same text the same name, another text another', () => {
  const a = namedStatement('SELECT 1 LIMIT 50', 'page');
  expect(a.name).toMatch(/^page_[0-9a-f]{20}$/);
  expect(namedStatement('SELECT 1 LIMIT 50', 'page')).toEqual(a);
  expect(namedStatement('SELECT 1 LIMIT 10', 'page').name).not.toBe(a.name);
});
