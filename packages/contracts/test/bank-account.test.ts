import {
  TEST_BANK_ACCOUNT_NUMBER,
  bankAccountCheckDigit,
  bankAccountField,
  bankAccountTyping,
  formatBankAccount,
  generateValidBankAccount,
  isValidNorwegianBankAccount,
} from '../src';

/** Computed here independently of the implementation: weights 5,4,3,2,7,6,5,4,3,2. */
function checkDigitByHand(ten: string): number {
  const w = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = [...ten].reduce((acc, d, i) => acc + Number(d) * w[i]!, 0);
  return (11 - (sum % 11)) % 11;
}

function findTen(predicate: (check: number) => boolean): string {
  for (let n = 1_234_567_000; ; n++) {
    const ten = String(n);
    if (predicate(checkDigitByHand(ten))) return ten;
  }
}

test('accepts numbers whose check digit follows the rule', () => {
  for (const ten of ['1234567890', '8601111794'.slice(0, 10), '9710050500', findTen((c) => c === 0)]) {
    const check = checkDigitByHand(ten);
    if (check === 10) continue;
    expect(isValidNorwegianBankAccount(`${ten}${check}`)).toBe(true);
  }
  expect(isValidNorwegianBankAccount('86011117947')).toBe(true);
});

test('refuses a wrong check digit', () => {
  expect(isValidNorwegianBankAccount('86011117946')).toBe(false);
  expect(isValidNorwegianBankAccount('86011117948')).toBe(false);
});

test('a remainder of 10 makes every number with those ten digits invalid', () => {
  const ten = findTen((c) => c === 10);
  expect(bankAccountCheckDigit(ten)).toBeNull();
  expect(generateValidBankAccount(ten)).toBeNull();
  for (let d = 0; d <= 9; d++) expect(isValidNorwegianBankAccount(`${ten}${d}`)).toBe(false);
});

test('refuses wrong lengths and non-digits', () => {
  expect(isValidNorwegianBankAccount('8601111794')).toBe(false);
  expect(isValidNorwegianBankAccount('860111179471')).toBe(false);
  expect(isValidNorwegianBankAccount('8601111794a')).toBe(false);
  expect(isValidNorwegianBankAccount('')).toBe(false);
});

test('accepts the designated test value although its checksum fails', () => {
  expect(checkDigitByHand(TEST_BANK_ACCOUNT_NUMBER.slice(0, 10))).not.toBe(Number(TEST_BANK_ACCOUNT_NUMBER[10]));
  expect(isValidNorwegianBankAccount(TEST_BANK_ACCOUNT_NUMBER)).toBe(true);
});

test('formats as 1234.56.78903 and accepts the formatted form', () => {
  expect(formatBankAccount('86011117947')).toBe('8601.11.17947');
  expect(isValidNorwegianBankAccount('8601.11.17947')).toBe(true);
  expect(isValidNorwegianBankAccount('8601 11 17947')).toBe(true);
  expect(formatBankAccount('123')).toBe('123');
  // Eleven digits that fail the check are not dressed up as an account number.
  expect(formatBankAccount('12345678901')).toBe('12345678901');
  expect(bankAccountTyping('1234 ab.56-78903')).toBe('1234 .5678903');
});

test('the zod field normalizes and carries the form message', () => {
  const field = bankAccountField('Invalid bank account number');
  expect(field.parse('8601.11.17947')).toBe('86011117947');
  expect(field.safeParse('86011117946').error?.issues[0]?.message).toBe('Invalid bank account number');
});
