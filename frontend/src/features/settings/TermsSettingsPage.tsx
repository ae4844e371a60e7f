import { Button, Empty, Flex, Modal, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { MESSAGES } from '@consign/contracts';
import { useGetTermsQuery, usePublishTermsMutation } from '../../api/settings.api';
import { RichText } from '../../components/RichText';
import { formatDateTime } from '../../components/format';
import { QueryState, SettingsPage } from './SettingsPage';
import { BlockEditor } from './BlockEditor';
import { fromTermsContent, toTermsContent, type EditorBlock } from './terms-blocks';
import { useSave } from './use-save';

/** /settings/terms: edit the terms as blocks, preview them as sellers see them, publish a new version. */
export function TermsSettingsPage() {
  const { data: terms, isLoading, error } = useGetTermsQuery();
  const [publish, { isLoading: publishing }] = usePublishTermsMutation();
  const save = useSave();
  const [blocks, setBlocks] = useState<EditorBlock[]>([]);
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    setBlocks(terms ? fromTermsContent(terms.content) : [{ type: 'heading-one', text: 'Terms' }]);
  }, [terms]);
  const content = useMemo(() => toTermsContent(blocks), [blocks]);
  const update = (i: number, next: EditorBlock | null) =>
    setBlocks((all) => (next ? all.map((b, j) => (j === i ? next : b)) : all.filter((_, j) => j !== i)));

  return (
    <SettingsPage title="Terms" description="The terms sellers accept. Publishing a new version asks every seller to accept again.">
      <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch terms" />
      {!isLoading ? (
        <>
          <Typography.Text type="secondary">
            {terms ? `Current version published ${formatDateTime(terms.modified_at)}` : MESSAGES.empty.noTerms}
          </Typography.Text>
          {blocks.map((block, i) => (
            <BlockEditor key={i} block={block} onChange={(b) => update(i, b)} onRemove={() => update(i, null)} />
          ))}
          <Flex gap={8} wrap>
            <Button onClick={() => setBlocks((all) => [...all, { type: 'paragraph', text: '' }])}>Add block</Button>
            <Button onClick={() => setPreview(true)}>Preview</Button>
            <Button
              type="primary"
              loading={publishing}
              disabled={content.length === 0}
              onClick={() =>
                void save(publish({ content }), { success: 'Terms published successfully', failure: 'Failed to publish terms' })
              }
            >
              Publish new version
            </Button>
          </Flex>
        </>
      ) : null}
      <Modal title="Terms preview" open={preview} onCancel={() => setPreview(false)} footer={null} width={720}>
        {content.length ? <RichText content={content} /> : <Empty description={MESSAGES.empty.noTerms} />}
      </Modal>
    </SettingsPage>
  );
}
