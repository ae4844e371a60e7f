import { Button, Card, Flex, Input, Select } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorBlock, EditorBlockType } from './terms-blocks';

const BLOCK_TYPES: EditorBlockType[] = ['heading-one', 'heading-two', 'paragraph', 'bulleted-list', 'numbered-list'];

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
  const { t } = useTranslation('settings');
  const area = useRef<HTMLTextAreaElement | null>(null);
  const isList = block.type === 'bulleted-list' || block.type === 'numbered-list';
  return (
    <Card size="small">
      <Flex gap={8} wrap style={{ marginBottom: 8 }}>
        <Select
          aria-label={t('blockEditor.blockType')}
          value={block.type}
          options={(types ? BLOCK_TYPES.filter((type) => types.includes(type)) : BLOCK_TYPES).map((type) => ({
            value: type,
            label: t(`blockEditor.types.${type}`),
          }))}
          style={{ width: 160 }}
          onChange={(type) => onChange({ ...block, type })}
        />
        <Button onClick={() => onChange({ ...block, text: wrapSelection(area.current, block.text, '**') })} style={{ fontWeight: 700 }}>
          {t('blockEditor.bold')}
        </Button>
        <Button
          onClick={() => onChange({ ...block, text: wrapSelection(area.current, block.text, '__') })}
          style={{ textDecoration: 'underline' }}
        >
          {t('blockEditor.underline')}
        </Button>
        <Button danger onClick={onRemove} style={{ marginLeft: 'auto' }}>
          {t('blockEditor.remove')}
        </Button>
      </Flex>
      <Input.TextArea
        ref={(r) => {
          area.current = r?.resizableTextArea?.textArea ?? null;
        }}
        aria-label={t('blockEditor.blockText')}
        value={block.text}
        autoSize={{ minRows: isList ? 3 : 2 }}
        placeholder={isList ? t('blockEditor.listPlaceholder') : t('blockEditor.textPlaceholder')}
        onChange={(e) => onChange({ ...block, text: e.target.value })}
      />
    </Card>
  );
}
