import { Button, Card, Flex, Input, Select } from 'antd';
import { useRef } from 'react';
import type { EditorBlock, EditorBlockType } from './terms-blocks';

const BLOCK_TYPES: { value: EditorBlockType; label: string }[] = [
  { value: 'heading-one', label: 'Heading 1' },
  { value: 'heading-two', label: 'Heading 2' },
  { value: 'paragraph', label: 'Paragraph' },
  { value: 'bulleted-list', label: 'Bulleted list' },
  { value: 'numbered-list', label: 'Numbered list' },
];

/** Wraps the selected text of a block in a mark (** bold, __ underline). */
function wrapSelection(area: HTMLTextAreaElement | null, text: string, mark: string): string {
  if (!area) return text;
  const { selectionStart: from, selectionEnd: to } = area;
  if (from === to) return text;
  return `${text.slice(0, from)}${mark}${text.slice(from, to)}${mark}${text.slice(to)}`;
}

interface BlockEditorProps {
  block: EditorBlock;
  onChange: (b: EditorBlock) => void;
  onRemove: () => void;
  /** The block types offered (updates have no headings). */
  types?: EditorBlockType[];
}

/** One block of the rich-text editor: its type, its text, and B / U to mark the selected words. */
export function BlockEditor({ block, onChange, onRemove, types }: BlockEditorProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const isList = block.type === 'bulleted-list' || block.type === 'numbered-list';
  return (
    <Card size="small">
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Select
          aria-label="Block type"
          value={block.type}
          options={types ? BLOCK_TYPES.filter((t) => types.includes(t.value)) : BLOCK_TYPES}
          style={{ width: 160 }}
          onChange={(type) => onChange({ ...block, type })}
        />
        <Button onClick={() => onChange({ ...block, text: wrapSelection(area.current, block.text, '**') })} style={{ fontWeight: 700 }}>
          B
        </Button>
        <Button
          onClick={() => onChange({ ...block, text: wrapSelection(area.current, block.text, '__') })}
          style={{ textDecoration: 'underline' }}
        >
          U
        </Button>
        <Button danger onClick={onRemove} style={{ marginLeft: 'auto' }}>
          Remove
        </Button>
      </Flex>
      <Input.TextArea
        ref={(r) => {
          area.current = r?.resizableTextArea?.textArea ?? null;
        }}
        aria-label="Block text"
        value={block.text}
        autoSize={{ minRows: isList ? 3 : 2 }}
        placeholder={isList ? 'One item per line' : 'Text; select words and press B or U'}
        onChange={(e) => onChange({ ...block, text: e.target.value })}
      />
    </Card>
  );
}
