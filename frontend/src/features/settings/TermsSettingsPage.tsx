import { Button, Empty, Flex, Modal, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTermsQuery, usePublishTermsMutation } from '../../api/settings.api';
import { RichText } from '../../components/RichText';
import { formatDateTime } from '../../components/format';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { BlockEditor } from '../../components/blocks/BlockEditor';
import { fromTermsContent, toTermsContent, type EditorBlock } from '../../components/blocks/terms-blocks';
import { useSave } from '../../components/use-save';

/** /settings/terms: edit the terms as blocks, preview them as sellers see them, publish a new version. */
export function TermsSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: terms, isLoading, error } = useGetTermsQuery();
  const [publish, { isLoading: publishing }] = usePublishTermsMutation();
  const save = useSave();
  const [blocks, setBlocks] = useState<EditorBlock[]>([]);
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    setBlocks(terms ? fromTermsContent(terms.content) : [{ type: 'heading-one', text: t('terms.defaultHeading') }]);
  }, [terms, t]);
  const content = useMemo(() => toTermsContent(blocks), [blocks]);
  const update = (i: number, next: EditorBlock | null) =>
    setBlocks((all) => (next ? all.map((b, j) => (j === i ? next : b)) : all.filter((_, j) => j !== i)));

  return (
    <SettingsPage title={t('terms.title')} description={t('terms.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('terms.failedToFetch')} />
      {!isLoading ? (
        <>
          <Typography.Text type="secondary">
            {terms ? t('terms.published', { date: formatDateTime(terms.modified_at) }) : t('messages:empty.noTerms')}
          </Typography.Text>
          {blocks.map((block, i) => (
            <BlockEditor key={i} block={block} onChange={(b) => update(i, b)} onRemove={() => update(i, null)} />
          ))}
          <Flex gap={8} wrap>
            <Button onClick={() => setBlocks((all) => [...all, { type: 'paragraph', text: '' }])}>{t('terms.addBlock')}</Button>
            <Button onClick={() => setPreview(true)}>{t('terms.preview')}</Button>
            <Button
              type="primary"
              loading={publishing}
              disabled={content.length === 0}
              onClick={() => void save(publish({ content }), { success: t('terms.publishedOk'), failure: t('terms.publishFailed') })}
            >
              {t('terms.publish')}
            </Button>
          </Flex>
        </>
      ) : null}
      <Modal title={t('terms.previewTitle')} open={preview} onCancel={() => setPreview(false)} footer={null} width={720}>
        {content.length ? <RichText content={content} /> : <Empty description={t('messages:empty.noTerms')} />}
      </Modal>
    </SettingsPage>
  );
}
