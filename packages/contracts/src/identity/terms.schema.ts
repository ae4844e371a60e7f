import { z } from 'zod';
import { RULE_MESSAGES } from '../messages';

/** A run of text with optional marks (SPEC §3: bold and underline). */
export const richTextLeafSchema = z.object({
  text: z.string().max(20_000),
  bold: z.boolean().optional(),
  underline: z.boolean().optional(),
});

type Block =
  | { type: 'heading-one' | 'heading-two' | 'paragraph' | 'list-item'; children: z.infer<typeof richTextLeafSchema>[] }
  | { type: 'bulleted-list' | 'numbered-list'; children: Block[] };

/** The terms' rich text: headings, paragraphs and lists of items (SPEC §3 Terms). */
export const termsBlockSchema: z.ZodType<Block> = z.lazy(() =>
  z.union([
    z.object({ type: z.enum(['heading-one', 'heading-two', 'paragraph', 'list-item']), children: z.array(richTextLeafSchema).min(1) }),
    z.object({ type: z.enum(['bulleted-list', 'numbered-list']), children: z.array(termsBlockSchema).min(1) }),
  ]),
);
export type TermsBlock = Block;

export const termsPublishSchema = z.object({
  content: z.array(termsBlockSchema).min(1, RULE_MESSAGES.terms.contentRequired).max(500, RULE_MESSAGES.terms.tooLong),
});

export interface TermsView {
  content: TermsBlock[];
  created_at: string;
  modified_at: string;
}

export interface TermsAcceptanceView {
  termsAcceptedAt: string | null;
  latestModifiedAt: string | null;
  /** The SPEC §4 rule: never accepted, or the latest terms changed after the acceptance. */
  mustAccept: boolean;
}

/** SPEC §4, literally: a seller who never accepted is asked even while the organization has no terms yet. */
export function mustAcceptTerms(acceptedAt: Date | null, latestModifiedAt: Date | null): boolean {
  if (acceptedAt === null) return true;
  return latestModifiedAt !== null && latestModifiedAt.getTime() > acceptedAt.getTime();
}

export const sellerNoteSchema = z.object({
  sellerId: z.uuid(RULE_MESSAGES.sellers.notFound),
  note: z.string().max(10_000, RULE_MESSAGES.terms.notesTooLong),
});
