import { AppError, formatAmount, formatMoney, formatNumber, parseMoney, toMajor } from '../src';

test.each([
  ['1 234,50', 123450],
  ['1.234,50', 123450],
  ['1,234.50', 123450],
  ['12.5', 1250],
  ['12,5', 1250],
  ['1234', 123400],
  ['-12,50', -1250],
  ['  40 ', 4000],
  ['1\u00a0234,5', 123450],
  ['1.234.567,89', 123456789],
  ['0,01', 1],
])('parses %j as %d minor units', (input, minor) => {
  expect(parseMoney(input)).toBe(minor);
});

test.each(['', 'abc', '12,345', '1,234', '12.3.4,5', '--1', '1e5', '12.', ',5', '1 2 3,4x', '99999999999999999999'])(
  'refuses %j',
  (input) => {
    expect(() => parseMoney(input)).toThrow(AppError);
    expect(() => parseMoney(input)).toThrow('Invalid amount');
  },
);

test('numbers: float noise is tolerated, a third decimal and non-finite values are not', () => {
  expect(parseMoney(0.1 + 0.2)).toBe(30);
  expect(parseMoney(40)).toBe(4000);
  expect(() => parseMoney(12.345)).toThrow('Invalid amount');
  expect(() => parseMoney(Number.NaN)).toThrow('Invalid amount');
  expect(() => parseMoney(Number.POSITIVE_INFINITY)).toThrow('Invalid amount');
});

test('zero-decimal currencies', () => {
  expect(parseMoney('1 234', 0)).toBe(1234);
  expect(() => parseMoney('12,5', 0)).toThrow('Invalid amount');
});

test('formatting', () => {
  expect(toMajor(123450)).toBe(1234.5);
  expect(formatAmount(123450, { decimal: ',' })).toBe('1234,50');
  expect(formatAmount(5)).toBe('0.05');
  // In the reader's language: '1 234,50 kr' in Norwegian, 'NOK 1,234.50' in English (issue 23).
  expect(formatMoney(123450, 'NOK', 'nb').replace(/\s/g, ' ')).toBe('1 234,50 kr');
  expect(formatMoney(123450, 'NOK', 'en').replace(/\s/g, ' ')).toBe('NOK 1,234.50');
  expect(formatMoney(123450, 'USD', 'en')).toBe('US$1,234.50');
});

test('quantities are written as amounts are in the same language: no mixed forms on one screen', () => {
  expect(formatNumber(106543, 0, 'nb')).toBe('106\u00a0543');
  expect(formatNumber(603.24, 1, 'nb')).toBe('603,2');
  expect(formatNumber(1874.48, 2, 'nb')).toBe(formatMoney(187448, 'NOK', 'nb').replace(/\s*kr\s*/, ''));
  expect(formatNumber(106543, 0, 'en')).toBe('106,543');
  expect(formatNumber(1874.48, 2, 'en')).toBe(formatMoney(187448, 'NOK', 'en').replace(/NOK\s*/, ''));
});
