import { catalogueKeys, catalogueProblems, createTranslator, requestLanguage } from '../src/i18n';

const en = {
  items: '{count, plural, one {# item} other {# items}}',
  greeting: { named: "Hi {name}, you're in", total: 'Total: {amount, number}' },
};
const nb = {
  items: '{count, plural, one {# vare} other {# varer}}',
  greeting: { named: 'Hei {name}, du er med', total: 'Totalt: {amount, number}' },
};

test('one translator: ICU plurals and numbers in each language, English where a language is unknown', () => {
  const t = createTranslator({ en, nb });
  expect(t('en', 'items', { count: 1 })).toBe('1 item');
  expect(t('en', 'items', { count: 3 })).toBe('3 items');
  expect(t('nb', 'items', { count: 1 })).toBe('1 vare');
  expect(t('nb', 'items', { count: 3 })).toBe('3 varer');
  expect(t('en', 'greeting.named', { name: 'Kari <b>' })).toBe("Hi Kari <b>, you're in");
  expect(t('nb', 'greeting.named', { name: 'Kari' })).toBe('Hei Kari, du er med');
  expect(t('en', 'greeting.total', { amount: 1234.5 })).toBe('Total: 1,234.5');
  expect(t('nb', 'greeting.total', { amount: 1234.5 })).toMatch(/^Totalt: 1\s234,5$/);
  expect(t('de' as 'en', 'items', { count: 2 })).toBe('2 items');
});

test('catalogueKeys lists every text by its dotted key', () => {
  expect(catalogueKeys(en)).toEqual(['greeting.named', 'greeting.total', 'items']);
});

test("a document's language: the request's Accept-Language, else the organization's, else English", () => {
  expect(requestLanguage('nb-NO,nb;q=0.9,en;q=0.8', 'en')).toBe('nb');
  expect(requestLanguage('en', 'nb')).toBe('en');
  expect(requestLanguage('de-DE,fr;q=0.5', 'nb')).toBe('nb');
  expect(requestLanguage(undefined, null)).toBe('en');
  expect(requestLanguage(undefined, 'xx')).toBe('en');
});

test('catalogueProblems names a missing or extra key, a broken message and a translation with other placeholders', () => {
  expect(catalogueProblems({ en, nb })).toEqual([]);
  const broken = {
    items: '{count, plural, one {# vare} other {# varer}',
    greeting: { named: 'Hei {navn}', total: 'Totalt: {sum, number}' },
    extra: 'x',
  };
  expect(catalogueProblems({ en, nb: broken as unknown as typeof nb })).toEqual([
    expect.stringMatching(/^nb items: not an ICU message/),
    'nb greeting.named: placeholders {navn}, English {name}',
    'nb greeting.total: placeholders {sum}, English {amount}',
    'nb extra: not in English',
  ]);
  const { extra: _extra, ...lacking } = broken;
  expect(catalogueProblems({ en, nb: { ...lacking, greeting: { named: 'Hei {name}' } } as unknown as typeof nb })).toContain(
    'nb greeting.total: missing',
  );
});
