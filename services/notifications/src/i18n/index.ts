import type { Language } from '@consign/contracts';
import { createTranslator, type MessageKey, type MessageParams } from '@consign/kit/i18n';
import type { UpdateLeaf } from '@consign/contracts';
import { en } from './en';
import { nb } from './nb';

export const catalogues = { en, nb };
export type NotificationKey = MessageKey<typeof en>;

/** A text of notifications' catalogue in a language: `t('nb', 'productSold.subject')`. */
export const t = createTranslator(catalogues);

// A value stands in the message as a token while `<b>` is looked for, so a name with '<b>' in it stays text.
const token = (i: number) => `\uE000${i}\uE001`;
const TOKENS = /\uE000(\d+)\uE001/g;
const BOLD = /<b>([\s\S]*?)<\/b>/g;

/** A text as the leaves of an update's paragraph: `<b>…</b>` in the message is a bold leaf. */
export function rich(language: Language, key: NotificationKey, params: MessageParams = {}): UpdateLeaf[] {
  const values: string[] = [];
  const tokenized = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? token(values.push(value) - 1) : value]),
  );
  const text = t(language, key, tokenized);
  const restore = (s: string) => s.replace(TOKENS, (_, i: string) => values[Number(i)] ?? '');
  const leaves: UpdateLeaf[] = [];
  let at = 0;
  for (const match of text.matchAll(BOLD)) {
    if (match.index > at) leaves.push({ text: restore(text.slice(at, match.index)) });
    leaves.push({ text: restore(match[1]!), bold: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) leaves.push({ text: restore(text.slice(at)) });
  return leaves;
}
