import { formatPhone, normalizePhone, phoneField } from '../src';

test.each([
  ['412 34 567', '+4741234567'],
  ['+47 412 34 567', '+4741234567'],
  ['0047 41234567', '+4741234567'],
  ['(+46) 70-123 45 67', '+46701234567'],
  ['abc', null],
  ['1234', null],
  ['', null],
])('normalizes %j to %j', (input, expected) => {
  expect(normalizePhone(input)).toBe(expected);
});

test('formats Norwegian numbers in groups, others as stored', () => {
  expect(formatPhone('+4741234567')).toBe('+47 412 34 567');
  expect(formatPhone('+46701234567')).toBe('+46701234567');
});

test('the zod field carries the form message', () => {
  expect(phoneField('Phone number is required').safeParse('').error?.issues[0]?.message).toBe('Phone number is required');
  expect(phoneField('x').parse('41234567')).toBe('+4741234567');
});
