import { currencyFractionDigits, toMinor, type UpdateBlock, type UpdateLeaf } from '@consign/contracts';
import { formatMinor } from '../format';
import type { RichTextBlock, RichTextLeaf } from '../RichText';

/** An update's body.json as the shared RichText renders it: product cards with their money formatted in the reader's language. */
export function toRichText(blocks: readonly UpdateBlock[], currency: string): RichTextBlock[] {
  const money = (major: number) => formatMinor(toMinor(major, currencyFractionDigits(currency)), currency);
  const leaf = ({ productCard, ...rest }: UpdateLeaf): RichTextLeaf =>
    productCard
      ? { ...rest, product: { ...productCard, price: money(productCard.price), sellerShare: money(productCard.sellerShare) } }
      : rest;
  return blocks.map((block): RichTextBlock => {
    if (block.type === 'bulleted-list' || block.type === 'numbered-list')
      return { type: block.type, children: toRichText(block.children as UpdateBlock[], currency) };
    return { type: block.type, children: (block.children as UpdateLeaf[]).map(leaf) };
  });
}
