import { formatIcu, icuHasArguments, icuLiteralLength, icuMatcher, type IcuMatcher, type MessageParams } from './icu';
import { AUTH_MESSAGES } from './identity/auth.messages';
import type { Language } from './language';
import { CREATE_ERROR_TEXTS, MESSAGES, RULE_MESSAGES } from './messages';

export type { MessageParams } from './icu';

/**
 * Every text an API error body can carry, by the stable code the body carries with it: its key path, e.g.
 * 'payouts.notEnoughCredits', 'rules.settings.percentRange', 'auth.invalidCredentials', or a SPEC create error
 * code ('user_already_exists', a top-level key). The English texts are the SPEC's, verbatim; placeholders are ICU.
 */
const { common, ...spec } = MESSAGES;

export const API_MESSAGES_EN = {
  // First, so that a text another group repeats ('An unexpected error occurred') resolves to common's code.
  common,
  ...spec,
  ...CREATE_ERROR_TEXTS,
  rules: RULE_MESSAGES,
  auth: AUTH_MESSAGES,
} as const;

/** Every dotted key of a catalogue that leads to a text: 'payouts.notEnoughCredits'. */
export type CatalogueKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${CatalogueKey<T[K]>}`;
}[keyof T & string];

/** The code of an API message: its key in API_MESSAGES_EN. */
export type ApiMessageCode = CatalogueKey<typeof API_MESSAGES_EN>;

/** A message by its code, with the values of its placeholders: what an error body carries beside the English text. */
export interface ApiMessage {
  readonly code: ApiMessageCode;
  readonly params?: MessageParams;
}

export const apiMessage = (code: ApiMessageCode, params?: MessageParams): ApiMessage =>
  params && Object.keys(params).length ? { code, params } : { code };

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Every code of the catalogue with its English ICU text, in catalogue order. */
export const API_MESSAGE_CODES: readonly ApiMessageCode[] = leaves(API_MESSAGES_EN).map(([code]) => code as ApiMessageCode);

function textAt(tree: Tree, code: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of code.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The English ICU text of a code, undefined for a code the catalogue does not have. */
export const englishApiMessageText = (code: string): string | undefined => textAt(API_MESSAGES_EN as Tree, code);

export function isApiMessageCode(value: unknown): value is ApiMessageCode {
  return typeof value === 'string' && englishApiMessageText(value) !== undefined;
}

/**
 * A message rendered in a language (English, the body's `message`, unless told). A text whose placeholders were not
 * all given renders as far as it can rather than fail: an error on its way out must not become another one.
 */
export function formatApiMessage(message: ApiMessage): string {
  return renderApiText(englishApiMessageText(message.code) ?? message.code, message.params, 'en');
}

/** An ICU text of the catalogue with its placeholders filled in, or the text as it is when they do not fit. */
export function renderApiText(text: string, params: MessageParams | undefined, language: Language): string {
  try {
    return formatIcu(text, params, language);
  } catch {
    return text;
  }
}

interface Index {
  /** A text without placeholders → its code (the first in catalogue order where two codes share a text). */
  exact: Map<string, ApiMessageCode>;
  /** The texts with placeholders, the most specific first. */
  templates: { code: ApiMessageCode; match: IcuMatcher }[];
}

let index: Index | undefined;

function buildIndex(): Index {
  const exact = new Map<string, ApiMessageCode>();
  const templates: { code: ApiMessageCode; match: IcuMatcher; specificity: number }[] = [];
  for (const [code, text] of leaves(API_MESSAGES_EN)) {
    if (!icuHasArguments(text)) {
      const rendered = formatIcu(text);
      if (!exact.has(rendered)) exact.set(rendered, code as ApiMessageCode);
    } else templates.push({ code: code as ApiMessageCode, match: icuMatcher(text), specificity: icuLiteralLength(text) });
  }
  templates.sort((a, b) => b.specificity - a.specificity);
  return { exact, templates };
}

/**
 * The code (and placeholder values) of an English message, undefined for a text the catalogue does not have:
 * the way back from the texts services already throw (`AppError.notFound(MESSAGES.products.notFound)`) to the
 * code their error body carries.
 */
export function resolveApiMessage(text: string): ApiMessage | undefined {
  index ??= buildIndex();
  const code = index.exact.get(text);
  if (code) return { code };
  for (const template of index.templates) {
    const params = template.match(text);
    if (params) return apiMessage(template.code, params);
  }
  return undefined;
}
