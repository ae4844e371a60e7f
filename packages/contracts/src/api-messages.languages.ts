import { API_MESSAGES_EN, englishApiMessageText, renderApiText, type ApiMessage } from './api-messages';
import { API_MESSAGES_NB } from './api-messages.nb';
import type { Catalogue, Language } from './language';

/**
 * The API catalogue in every language. Apart from api-messages.ts (English, which every error needs) so that a
 * bundle that only needs English (the frontend's English chunk) does not carry the Norwegian texts.
 */
export const API_MESSAGES: { en: typeof API_MESSAGES_EN; nb: Catalogue<typeof API_MESSAGES_EN> } & Record<
  Language,
  Catalogue<typeof API_MESSAGES_EN>
> = {
  en: API_MESSAGES_EN,
  nb: API_MESSAGES_NB,
};

/** The ICU text of a code in a language, undefined for a code the catalogue does not have. */
export function apiMessageText(code: string, language: Language = 'en'): string | undefined {
  let node: unknown = API_MESSAGES[language] ?? API_MESSAGES_EN;
  for (const part of code.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A message rendered in a language, English where that language lacks it. */
export const formatApiMessageIn = (message: ApiMessage, language: Language): string =>
  renderApiText(apiMessageText(message.code, language) ?? englishApiMessageText(message.code) ?? message.code, message.params, language);
