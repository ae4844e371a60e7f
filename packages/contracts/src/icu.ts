import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALES, isLanguage, type Language } from './language';

/**
 * ICU messages (issue 23), the same library the frontend's i18next-icu uses, so a text renders alike on both
 * sides: `{name}` interpolates, `{count, plural, one {# item} other {# items}}` counts by the language's CLDR rules,
 * `''` is an apostrophe and `'{'` a literal brace.
 */
export type MessageParams = Record<string, string | number>;

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

// The parser's element types (TYPE of @formatjs/icu-messageformat-parser).
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

const compiled = new Map<string, IntlMessageFormat>();

function formatOf(text: string, language: Language): IntlMessageFormat {
  const key = `${language}\u0000${text}`;
  let format = compiled.get(key);
  if (!format) {
    // Catalogue texts are few; anything else (a caller's own text) must not grow this without bound.
    if (compiled.size > 5000) compiled.clear();
    format = new IntlMessageFormat(text, LOCALES[language], undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

/** Renders an ICU text in a language (English unless told); throws when the text is not ICU or a value is missing. */
export function formatIcu(text: string, params: MessageParams = {}, language: Language = 'en'): string {
  return String(formatOf(text, isLanguage(language) ? language : 'en').format(params));
}

/** Whether an ICU text has placeholders (a text without is its own rendering, apart from quoting). */
export function icuHasArguments(text: string): boolean {
  return formatOf(text, 'en')
    .getAst()
    .some((e) => e.type !== LITERAL);
}

/** The placeholders of an ICU text, each once: a count (`plural`, `number`) is numeric, the others take text. */
export function icuArguments(text: string, language: Language = 'en'): { name: string; numeric: boolean }[] {
  const found = new Map<string, boolean>();
  const walk = (elements: Element[]): void => {
    for (const e of elements) {
      if (e.type === ARGUMENT || e.type === SELECT) found.set(e.value, found.get(e.value) ?? false);
      else if (e.type === NUMBER || e.type === PLURAL) found.set(e.value, true);
      if ('options' in e) for (const option of Object.values(e.options)) walk(option.value);
    }
  };
  walk(formatOf(text, language).getAst());
  return [...found].map(([name, numeric]) => ({ name, numeric }));
}

/** What a rendered English text gives back: the values of its placeholders. */
export type IcuMatcher = (rendered: string) => MessageParams | undefined;

interface Slot {
  name: string;
  numeric: boolean;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An English number as `Intl.NumberFormat('en-GB')` writes it ('1,234.5', '-3'). */
const NUMBER_PATTERN = '(-?\\d[\\d,]*(?:\\.\\d+)?)';

function patternOf(elements: Element[], slots: Slot[], plural?: string): string {
  return elements
    .map((e) => {
      if (e.type === LITERAL) return escapeRegex(e.value);
      if (e.type === ARGUMENT) {
        slots.push({ name: e.value, numeric: false });
        return '([\\s\\S]+?)';
      }
      if (e.type === NUMBER) {
        slots.push({ name: e.value, numeric: true });
        return NUMBER_PATTERN;
      }
      if (e.type === POUND && plural) {
        slots.push({ name: plural, numeric: true });
        return NUMBER_PATTERN;
      }
      if (e.type === PLURAL) {
        const branches = Object.values(e.options).map((option) => patternOf(option.value, slots, e.value));
        // A branch without `#` ('=0 {none}') still says which number it was: only a re-render can tell.
        return `(?:${branches.join('|')})`;
      }
      throw new Error(`ICU element ${e.type} is not supported in an API message`);
    })
    .join('');
}

/**
 * The inverse of `formatIcu` for one English text: a rendered message → its parameters, or undefined when the
 * message is not this text. Placeholders are read back as strings, counts as numbers; what is read back must
 * render to the very same message, so an ambiguous reading is never returned.
 */
export function icuMatcher(text: string): IcuMatcher {
  const slots: Slot[] = [];
  const regex = new RegExp(`^${patternOf(formatOf(text, 'en').getAst(), slots)}$`);
  return (rendered) => {
    const m = regex.exec(rendered);
    if (!m) return undefined;
    const params: MessageParams = {};
    slots.forEach((slot, i) => {
      const value = m[i + 1];
      if (value === undefined || slot.name in params) return;
      params[slot.name] = slot.numeric ? Number(value.replace(/,/g, '')) : value;
    });
    try {
      return formatIcu(text, params) === rendered ? params : undefined;
    } catch {
      return undefined;
    }
  };
}

/** How many characters of an ICU text are not placeholders: the more, the more specific a template is. */
export function icuLiteralLength(text: string): number {
  const length = (elements: Element[]): number =>
    elements.reduce(
      (sum, e) =>
        sum +
        (e.type === LITERAL ? e.value.length : e.type === PLURAL ? Math.min(...Object.values(e.options).map((o) => length(o.value))) : 0),
      0,
    );
  return length(formatOf(text, 'en').getAst());
}
