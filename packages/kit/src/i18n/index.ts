import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LOCALES,
  acceptLanguageTags,
  isLanguage,
  pickLanguage,
  resolveLanguage,
  type Catalogue,
  type Language,
} from '@consign/contracts';
import i18next from 'i18next';
import ICU from 'i18next-icu';

/**
 * The services' one translation mechanism (issue 23), the frontend's: i18next with ICU messages (i18next-icu), so
 * plurals and numbers follow each language's CLDR rules. A service keeps one catalogue per language, the English
 * one the SPEC's texts and the others typed `Catalogue<typeof en>`, so a key in one language only does not compile.
 */
export interface Messages {
  [key: string]: string | Messages;
}

/** Every dotted key of a catalogue that leads to a text: 'sold.subject'. */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

/** What an ICU message interpolates: `{name}` takes a string, `{count, plural, …}` a number. */
export type MessageParams = Record<string, string | number>;

export type Translate<T> = (language: Language, key: MessageKey<T>, params?: MessageParams) => string;

/** The English catalogue and one of the English catalogue's shape for every other language. */
export type Resources<T extends Messages> = { en: T } & { [L in Exclude<Language, 'en'>]: Catalogue<T> };

const NAMESPACE = 'messages';

/**
 * A translator over a service's catalogues: `t(language, key, params)`. Ready at once (the catalogues are
 * bundled); a language we do not speak reads English, as does a key a catalogue lacks at run time.
 */
export function createTranslator<T extends Messages>(resources: Resources<T>): Translate<T> {
  const instance = i18next.createInstance();
  void instance.use(ICU).init({
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { [NAMESPACE]: resources[l] as Messages }])),
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // Texts go into e-mails and PDFs, which escape what they need themselves.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnEmptyString: false,
    // ICU formats numbers and plurals with the language's Intl locale ('nb-NO', 'en-GB').
    i18nFormat: { parseLngForICU: (lng: string) => (isLanguage(lng) ? LOCALES[lng] : lng) },
  });
  const fixed = Object.fromEntries(LANGUAGES.map((l) => [l, instance.getFixedT(l, NAMESPACE)])) as Record<
    Language,
    (key: string, params?: MessageParams) => string
  >;
  return (language, key, params) => fixed[isLanguage(language) ? language : DEFAULT_LANGUAGE](key, params);
}

/** An ICU message's syntax tree, as much of it as the check below reads (intl-messageformat's elements). */
interface IcuElement {
  /** 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 '#', 8 tag. */
  type: number;
  value?: string;
  options?: Record<string, { value: IcuElement[] }>;
}
type MessageFormatClass = new (
  message: string,
  locales: string,
  formats: undefined,
  opts: { ignoreTag: boolean },
) => { getAst(): IcuElement[] };

/** intl-messageformat's class, as i18next-icu hands it to its i18next (an ES module: not `import`ed from here). */
function messageFormatClass(): MessageFormatClass {
  const instance = i18next.createInstance();
  void instance.use(ICU).init({ initAsync: false, resources: {} });
  return (instance as unknown as { IntlMessageFormat: MessageFormatClass }).IntlMessageFormat;
}

function argumentsOf(elements: IcuElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type >= 1 && e.type <= 6 && e.value) into.add(e.value);
    for (const option of Object.values(e.options ?? {})) argumentsOf(option.value, into);
  }
  return into;
}

/**
 * What is wrong with a service's catalogues, in words (empty when nothing): a key one language lacks or has
 * extra, a message that is not ICU, a translation with other placeholders than the English text.
 */
export function catalogueProblems<T extends Messages>(resources: Resources<T>): string[] {
  const MessageFormat = messageFormatClass();
  const texts = (messages: Messages, prefix = ''): Array<[string, string]> =>
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : texts(value, `${prefix}${key}.`),
    );
  const parsed = (language: Language, key: string, text: string, problems: string[]) => {
    try {
      return [...argumentsOf(new MessageFormat(text, LOCALES[language], undefined, { ignoreTag: true }).getAst())].sort().join(', ');
    } catch (err) {
      problems.push(`${language} ${key}: not an ICU message (${err instanceof Error ? err.message : String(err)})`);
      return undefined;
    }
  };
  const problems: string[] = [];
  const english = new Map(texts(resources.en));
  const englishArgs = new Map([...english].map(([key, text]) => [key, parsed('en', key, text, problems)]));
  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    const translated = new Map(texts(resources[language] as Messages));
    for (const key of english.keys()) if (!translated.has(key)) problems.push(`${language} ${key}: missing`);
    for (const [key, text] of translated) {
      if (!english.has(key)) {
        problems.push(`${language} ${key}: not in English`);
        continue;
      }
      const args = parsed(language, key, text, problems);
      if (args !== undefined && englishArgs.get(key) !== undefined && args !== englishArgs.get(key))
        problems.push(`${language} ${key}: placeholders {${args}}, English {${englishArgs.get(key)}}`);
    }
  }
  return problems;
}

/** Every dotted key of a catalogue, sorted: a test compares the languages' with it. */
export function catalogueKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages)
    .flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`)))
    .sort();
}

/**
 * The language a document asked for over HTTP is written in (a PDF): the request's `Accept-Language` (the app
 * sends the reader's language on every call), else the organization's default, else English.
 */
export function requestLanguage(acceptLanguage: string | undefined, organization?: string | null): Language {
  return pickLanguage(acceptLanguageTags(acceptLanguage)) ?? resolveLanguage({ organization });
}
