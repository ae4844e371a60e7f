import type { TermsBlock } from '@consign/contracts';

/** The block types staff choose from in the terms editor (SPEC §3 Terms). */
export type EditorBlockType = 'heading-one' | 'heading-two' | 'paragraph' | 'bulleted-list' | 'numbered-list';

/** One editable block: its type and its text, list items one per line, **bold** and __underline__ inline. */
export interface EditorBlock {
  type: EditorBlockType;
  text: string;
}

type Leaf = { text: string; bold?: boolean; underline?: boolean };

const MARK = /(\*\*[^*]+\*\*|__[^_]+__)/g;

/** "Read **this** and __that__" → leaves with bold and underline marks. */
export function parseMarks(line: string): Leaf[] {
  const leaves: Leaf[] = line
    .split(MARK)
    .filter((part) => part !== '')
    .map((part) => {
      if (/^\*\*[^*]+\*\*$/.test(part)) return { text: part.slice(2, -2), bold: true };
      if (/^__[^_]+__$/.test(part)) return { text: part.slice(2, -2), underline: true };
      return { text: part };
    });
  return leaves.length ? leaves : [{ text: '' }];
}

function writeMarks(leaves: Leaf[]): string {
  return leaves.map((l) => (l.bold ? `**${l.text}**` : l.underline ? `__${l.text}__` : l.text)).join('');
}

/** The editor's blocks → the terms content the API stores; empty blocks and empty list lines are dropped. */
export function toTermsContent(blocks: EditorBlock[]): TermsBlock[] {
  return blocks.flatMap((block): TermsBlock[] => {
    if (block.type === 'bulleted-list' || block.type === 'numbered-list') {
      const items = block.text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line): TermsBlock => ({ type: 'list-item', children: parseMarks(line) }));
      return items.length ? [{ type: block.type, children: items }] : [];
    }
    const text = block.text.trim();
    return text ? [{ type: block.type, children: parseMarks(text) }] : [];
  });
}

/** Stored terms content → editor blocks (the inverse of toTermsContent). */
export function fromTermsContent(content: TermsBlock[]): EditorBlock[] {
  return content.map((block) => {
    if (block.type === 'bulleted-list' || block.type === 'numbered-list') {
      const lines = block.children.map((item) => ('text' in (item.children[0] ?? {}) ? writeMarks(item.children as Leaf[]) : ''));
      return { type: block.type, text: lines.join('\n') };
    }
    return { type: block.type as EditorBlockType, text: writeMarks(block.children as Leaf[]) };
  });
}
