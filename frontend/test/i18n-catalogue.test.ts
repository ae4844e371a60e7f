import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES } from '@consign/contracts';
import { resources } from '../src/i18n/resources';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a catalogue as 'namespace:path.to.key' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}${prefix.endsWith(':') ? '' : '.'}${key}` : `${key}:`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The names an ICU message interpolates ({name}, {count, plural, …}). */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: unknown[]) => {
    for (const element of elements as { value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      if (typeof element.value === 'string' && 'type' in element && (element as { type: number }).type !== 0) names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const en = leaves(resources.en as unknown as Tree);
const nb = leaves(resources.nb as unknown as Tree);

test('the Norwegian catalogue has exactly the English keys, none empty', () => {
  expect([...nb.keys()].filter((key) => !en.has(key))).toEqual([]);
  expect([...en.keys()].filter((key) => !nb.has(key))).toEqual([]);
  expect([...nb].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
});

test('every text is a valid ICU message, and the Norwegian one interpolates what the English one does', () => {
  const mismatched: string[] = [];
  for (const [key, text] of en) {
    const english = argumentsOf(text, LOCALES.en);
    const norwegian = argumentsOf(nb.get(key)!, LOCALES.nb);
    if (english.join() !== norwegian.join()) mismatched.push(`${key}: en {${english}} nb {${norwegian}}`);
  }
  expect(mismatched).toEqual([]);
});

test('the catalogues are not the same book: most Norwegian texts differ from the English ones', () => {
  const same = [...en].filter(([key, text]) => nb.get(key) === text && /[a-z]{3,} [a-z]{3,}/i.test(text)).map(([key]) => key);
  expect(same).toEqual([]);
});
