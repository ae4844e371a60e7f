import { AUTH_MESSAGES } from './identity/auth.messages';
import type { Catalogue, Language } from './language';
import { MESSAGES, RULE_MESSAGES } from './messages';

/**
 * Every text an API error body can carry, by the stable code the body carries with it (the key path,
 * e.g. 'payouts.notEnoughCredits'). The English ones are the SPEC's, verbatim.
 */
export const API_MESSAGES_EN = { ...MESSAGES, rules: RULE_MESSAGES, auth: AUTH_MESSAGES } as const;

/** Placeholder until the Norwegian texts are written (issue 23). */
const API_MESSAGES_NB: Catalogue<typeof API_MESSAGES_EN> = API_MESSAGES_EN;

export const API_MESSAGES: { en: typeof API_MESSAGES_EN; nb: Catalogue<typeof API_MESSAGES_EN> } & Record<
  Language,
  Catalogue<typeof API_MESSAGES_EN>
> = {
  en: API_MESSAGES_EN,
  nb: API_MESSAGES_NB,
};
