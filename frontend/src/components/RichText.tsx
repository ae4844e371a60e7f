import type { TermsBlock } from '@consign/contracts';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';

/** A product shown inside an update's text (SPEC §3 Update: leaf with an optional product card). */
export interface RichTextProductCard {
  skuPadded: string;
  name: string;
  price: string | number;
  sellerShare?: string | number;
}

export interface RichTextLeaf {
  text: string;
  bold?: boolean;
  underline?: boolean;
  product?: RichTextProductCard;
}

export type RichTextBlock =
  | TermsBlock
  | { type: 'heading-one' | 'heading-two' | 'paragraph' | 'list-item'; children: RichTextLeaf[] }
  | { type: 'bulleted-list' | 'numbered-list'; children: RichTextBlock[] };

function Leaf({ leaf }: { leaf: RichTextLeaf }) {
  let node: ReactNode = leaf.text;
  if (leaf.bold) node = <strong>{node}</strong>;
  if (leaf.underline) node = <u>{node}</u>;
  if (!leaf.product) return <>{node}</>;
  const { skuPadded, name, price, sellerShare } = leaf.product;
  return (
    <>
      {node}
      <Card size="small" style={{ margin: '8px 0', maxWidth: 360 }}>
        <Typography.Text type="secondary">#{skuPadded}</Typography.Text> <Typography.Text strong>{name}</Typography.Text>
        <div>
          {price}
          {sellerShare !== undefined ? (
            <Typography.Text type="secondary"> · {i18n.t('richText.sellerShare', { amount: sellerShare })}</Typography.Text>
          ) : null}
        </div>
      </Card>
    </>
  );
}

function Block({ block }: { block: RichTextBlock }) {
  if (block.type === 'bulleted-list' || block.type === 'numbered-list') {
    const items = (block.children as RichTextBlock[]).map((child, i) => <Block key={i} block={child} />);
    return block.type === 'bulleted-list' ? <ul>{items}</ul> : <ol>{items}</ol>;
  }
  const leaves = (block.children as RichTextLeaf[]).map((leaf, i) => <Leaf key={i} leaf={leaf} />);
  switch (block.type) {
    case 'heading-one':
      return <h1>{leaves}</h1>;
    case 'heading-two':
      return <h2>{leaves}</h2>;
    case 'list-item':
      return <li>{leaves}</li>;
    default:
      // A product card is a block (antd's Card): a paragraph holding one is a div, since a <p> cannot.
      return (block.children as RichTextLeaf[]).some((leaf) => leaf.product) ? <div>{leaves}</div> : <p>{leaves}</p>;
  }
}

/** Renders the rich-text JSON of terms and updates (SPEC §3): headings, paragraphs, lists, bold, underline. */
export function RichText({ content }: { content: readonly RichTextBlock[] }) {
  return (
    <div className="rich-text">
      {content.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
