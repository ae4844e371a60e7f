import {
  API_MESSAGES,
  API_MESSAGES_EN,
  API_MESSAGE_CODES,
  AppError,
  apiMessage,
  apiMessageText,
  formatApiMessage,
  formatApiMessageIn,
  resolveApiMessage,
  type MessageParams,
} from '../src';
import { icuArguments, icuLiteralLength } from '../src/icu';

/** Values for a text's placeholders: a count is 3, a text names its placeholder (so a mix-up shows). */
function sample(text: string): MessageParams {
  return Object.fromEntries(icuArguments(text).map(({ name, numeric }) => [name, numeric ? 3 : `«${name}»`]));
}

const english = (code: string) => apiMessageText(code, 'en')!;
const norwegian = (code: string) => apiMessageText(code, 'nb');

test('every English text has a Norwegian one, with no placeholder the English lacks, and both render', () => {
  expect(API_MESSAGE_CODES.length).toBeGreaterThan(300);
  const problems: string[] = [];
  for (const code of API_MESSAGE_CODES) {
    const nb = norwegian(code);
    if (typeof nb !== 'string' || !nb.trim()) {
      problems.push(`${code}: no Norwegian text`);
      continue;
    }
    const names = new Set(icuArguments(english(code)).map((a) => a.name));
    const extra = icuArguments(nb, 'nb').filter((a) => !names.has(a.name));
    if (extra.length) problems.push(`${code}: Norwegian placeholders the English lacks: ${extra.map((a) => a.name).join(', ')}`);
    const params = sample(english(code));
    for (const language of ['en', 'nb'] as const) {
      const rendered = formatApiMessageIn({ code, params }, language);
      if (/[{}]/.test(rendered.replace(/«[^»]*»/g, '')))
        problems.push(`${code} (${language}): a placeholder was not filled in: ${rendered}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the catalogue's Norwegian has no keys the English lacks", () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
  expect(keys(API_MESSAGES.nb).sort()).toEqual([...API_MESSAGE_CODES].sort());
});

test('every English text round-trips: rendered, it resolves to its code and its placeholders', () => {
  const problems: string[] = [];
  for (const code of API_MESSAGE_CODES) {
    const params = sample(english(code));
    const rendered = formatApiMessage({ code, params });
    const back = resolveApiMessage(rendered);
    // Two codes with one English text (SPEC: 'Phone number is required' for sellers and coworkers) resolve to the first.
    const same = back && english(back.code) === english(code);
    const rerendered = back && formatApiMessage(back);
    if (!same || rerendered !== rendered) problems.push(`${code}: '${rendered}' resolved to ${JSON.stringify(back)}`);
  }
  expect(problems).toEqual([]);
});

test('a text without placeholders reads as written (services throw the catalogue text itself)', () => {
  const quoted = API_MESSAGE_CODES.filter((code) => !icuArguments(english(code)).length && formatApiMessage({ code }) !== english(code));
  expect(quoted).toEqual([]);
});

test('a text with placeholders says enough around them that it cannot be taken for another text', () => {
  const vague = API_MESSAGE_CODES.filter((code) => icuArguments(english(code)).length && icuLiteralLength(english(code)) < 8);
  expect(vague).toEqual([]);
});

test('codes sharing an English text share the Norwegian one, so resolving to either loses nothing', () => {
  const byText = new Map<string, string[]>();
  for (const code of API_MESSAGE_CODES) byText.set(english(code), [...(byText.get(english(code)) ?? []), code]);
  const differing = [...byText.values()].filter((codes) => new Set(codes.map(norwegian)).size > 1);
  expect(differing).toEqual([]);
});

test('a placeholder comes back with its value: text as text, a count as a number', () => {
  expect(resolveApiMessage('Too many sign-in attempts. Please try again in 1 minute.')).toEqual({
    code: 'auth.tooManyAttempts',
    params: { minutes: 1 },
  });
  expect(resolveApiMessage('Too many sign-in attempts. Please try again in 15 minutes.')).toEqual({
    code: 'auth.tooManyAttempts',
    params: { minutes: 15 },
  });
  expect(resolveApiMessage('Amount must be at least 41,00')).toEqual({ code: 'payouts.amountAtLeast', params: { amount: '41,00' } });
  expect(resolveApiMessage("An organization with slug 'demo' already exists")).toEqual({
    code: 'rules.organizations.slugTaken',
    params: { slug: 'demo' },
  });
  expect(resolveApiMessage('Not enough credits')).toEqual({ code: 'payouts.notEnoughCredits' });
  expect(resolveApiMessage('They already have an account here.')).toEqual({ code: 'user_already_exists' });
  expect(resolveApiMessage('Something nobody wrote')).toBeUndefined();
  // Not a plural the English writes: no reading renders back to it.
  expect(resolveApiMessage('Too many sign-in attempts. Please try again in 1 minutes.')).toBeUndefined();
});

test('the English ICU texts render as the SPEC words them', () => {
  expect(formatApiMessage(apiMessage('auth.tooManyAttempts', { minutes: 1 }))).toBe(
    'Too many sign-in attempts. Please try again in 1 minute.',
  );
  expect(formatApiMessage(apiMessage('auth.tooManyAttempts', { minutes: 5 }))).toBe(
    'Too many sign-in attempts. Please try again in 5 minutes.',
  );
  expect(formatApiMessage(apiMessage('rules.http.prototypeKey'))).toBe(
    "Field names '__proto__', 'constructor' and 'prototype' are not allowed",
  );
  expect(formatApiMessage(apiMessage('rules.settings.unknownSection', { section: 'x' }))).toBe("No settings section 'x'");
  expect(formatApiMessageIn(apiMessage('auth.tooManyAttempts', { minutes: 5 }), 'nb')).toBe(
    'For mange innloggingsforsøk. Prøv igjen om 5 minutter.',
  );
  expect(formatApiMessageIn(apiMessage('rules.payouts.approvedLocked', { change: 'deleted' }), 'nb')).toBe(
    'En godkjent utbetaling kan ikke slettes',
  );
  expect(API_MESSAGES_EN.payouts.notEnoughCredits).toBe('Not enough credits');
});

test('an AppError knows the code of its message: given by code, or found from its English text', () => {
  const byCode = AppError.rateLimited(apiMessage('auth.tooManyAttempts', { minutes: 2 }));
  expect(byCode.message).toBe('Too many sign-in attempts. Please try again in 2 minutes.');
  expect(byCode.apiMessage).toEqual({ code: 'auth.tooManyAttempts', params: { minutes: 2 } });
  const byText = AppError.unexpectedState(API_MESSAGES_EN.payouts.notEnoughCredits, 'no_credits');
  expect([byText.apiMessage, byText.code]).toEqual([{ code: 'payouts.notEnoughCredits' }, 'no_credits']);
  expect(AppError.forbidden().apiMessage).toEqual({ code: 'rules.access.forbidden' });
  expect(AppError.unauthorized().apiMessage).toEqual({ code: 'common.unauthorized' });
  expect(AppError.invalid('Not in any catalogue').apiMessage).toBeUndefined();
});
