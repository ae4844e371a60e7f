/** The languages the product speaks. English is the SPEC's; bokmål is the shops'. */
export const LANGUAGES = ['en', 'nb'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale of each language: British English writes dates day first, as Norway does. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', nb: 'nb-NO' };

export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', nb: 'Norsk (bokmål)' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'nb', 'nb-NO', 'no' and 'nn' (a nynorsk reader reads bokmål) are Norwegian; 'en-US' is English. */
function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'nb' || primary === 'no' || primary === 'nn') return 'nb';
  if (primary === 'en') return 'en';
  return undefined;
}

/** The first language we speak among the browser's, in its order (`navigator.languages`). */
export function pickLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return undefined;
}

/** An `Accept-Language` header's tags by quality, highest first ('nb-NO,nb;q=0.9,en;q=0.8'). */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((t) => t.tag);
}

/**
 * Which language a person reads: their own choice, else their organization's default, else their browser's,
 * else English. The same rule for screens, e-mails and PDFs.
 */
export function resolveLanguage(choice: { user?: string | null; organization?: string | null; browser?: readonly string[] }): Language {
  if (isLanguage(choice.user)) return choice.user;
  if (isLanguage(choice.organization)) return choice.organization;
  return pickLanguage(choice.browser ?? []) ?? DEFAULT_LANGUAGE;
}

/**
 * A language's catalogue has the English one's shape: the same keys, a string at every leaf. TypeScript then
 * refuses a key that exists in one language only.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
