import { formatApiMessage, apiMessage } from '@consign/contracts';
import { errorMessage, serverText } from '../src/api/api';
import { applyLanguage } from '../src/i18n';

afterEach(() => applyLanguage('en'));

const missing = formatApiMessage(apiMessage('rules.imports.missingColumn', { column: 'email' }));

test("a text the server wrote in English without a code (an import row's problem) reads Norwegian for a Norwegian", () => {
  expect(missing).toBe('The file has no column for email: map one of its columns to it');
  applyLanguage('nb');
  expect(serverText(missing)).not.toBe(missing);
  expect(serverText(missing)).toContain('email');
  expect(errorMessage({ data: { message: missing } }, 'fallback')).toBe(serverText(missing));
});

test('in English, and for a text the catalogue does not know, the text stays as written', () => {
  expect(serverText(missing)).toBe(missing);
  applyLanguage('nb');
  expect(serverText('Row 7: the shelf is on fire')).toBe('Row 7: the shelf is on fire');
});
