import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, amountAtLeast, createErrorText, failedToDeleteSeller, markProductAs, noSlotsThisMonth } from '../src';

// The shared product spec beside the checkout is the truth; a clone elsewhere uses the copy kept in docs/.
const specPath = [path.resolve(__dirname, '../../../../shared/SPEC.md'), path.resolve(__dirname, '../../../docs/SPEC.md')].find((p) =>
  existsSync(p),
);
if (!specPath) throw new Error('SPEC.md not found beside the checkout nor in docs/');
const spec = readFileSync(specPath, 'utf8');

function allTexts(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as object).flatMap(allTexts);
}

test('every message text stands verbatim in the SPEC', () => {
  const missing = allTexts(MESSAGES).filter((text) => !spec.includes(text.replace(/\.$/, '')));
  expect(missing).toEqual([]);
});

test('templates', () => {
  expect(amountAtLeast('41')).toBe('Amount must be at least 41');
  expect(failedToDeleteSeller(undefined)).toBe('Failed to delete seller: Unknown error');
  expect(noSlotsThisMonth('December')).toBe('No slots this month. Next available slots in December');
  expect(markProductAs('sold')).toBe('Are you sure you want to mark this product as sold?');
  expect(createErrorText('user_already_exists')).toBe('They already have an account here.');
  expect(createErrorText('mystery_code')).toBe('mystery_code');
});
