import { Button, Col, Flex, Input, Radio, Row, Select, Typography } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateBlock } from '@consign/contracts';
import { useCreateAnnouncementMutation } from '../../api/notifications.api';
import { BlockEditor } from '../../components/blocks/BlockEditor';
import { toTermsContent, type EditorBlock } from '../../components/blocks/terms-blocks';
import { useSave } from '../../components/use-save';
import { SELLER_SEARCH } from '../../components/SellerPicker';
import { useServerSearch } from '../../components/use-server-search';
import { EmailCard } from '../../components/updates/EmailCard';

/** Staff write an announcement to every seller or to chosen ones, with the e-mail previewed as they type. */
export function AnnouncementComposer({ onSent }: { onSent?: () => void }) {
  const { t } = useTranslation(['updates', 'common']);
  const [subject, setSubject] = useState('');
  const [blocks, setBlocks] = useState<EditorBlock[]>([{ type: 'paragraph', text: '' }]);
  const [ctaText, setCtaText] = useState('');
  const [ctaUrl, setCtaUrl] = useState('');
  const [audience, setAudience] = useState<'all' | 'some'>('all');
  const [sellerIds, setSellerIds] = useState<string[]>([]);
  const sellers = useServerSearch(SELLER_SEARCH, sellerIds);
  const [create, { isLoading }] = useCreateAnnouncementMutation();
  const save = useSave();
  // Updates have paragraphs and lists only: the same blocks as terms without headings.
  const body = useMemo(() => toTermsContent(blocks) as UpdateBlock[], [blocks]);
  const cta = ctaText.trim() && ctaUrl.trim() ? { text: ctaText.trim(), url: ctaUrl.trim() } : null;
  const ready = subject.trim() && body.length > 0 && (audience === 'all' || sellerIds.length > 0);
  const update = (i: number, next: EditorBlock | null) =>
    setBlocks((all) => (next ? all.map((b, j) => (j === i ? next : b)) : all.filter((_, j) => j !== i)));

  const send = async () => {
    const sent = await save(create({ subject: subject.trim(), body, cta, sellerIds: audience === 'all' ? [] : sellerIds }), {
      success: t('composer.sent'),
      failure: t('composer.failed'),
    });
    if (sent) {
      setSubject('');
      setBlocks([{ type: 'paragraph', text: '' }]);
      setCtaText('');
      setCtaUrl('');
      onSent?.();
    }
  };

  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Form layout="vertical" onFinish={() => void send()} aria-label={t('composer.form')}>
          <Form.Item label={t('composer.to')}>
            <Radio.Group value={audience} onChange={(e) => setAudience(e.target.value as 'all' | 'some')}>
              <Radio value="all">{t('composer.allSellers')}</Radio>
              <Radio value="some">{t('composer.chosenSellers')}</Radio>
            </Radio.Group>
          </Form.Item>
          {audience === 'some' ? (
            <Form.Item label={t('composer.sellers')}>
              <Select
                mode="multiple"
                aria-label={t('composer.sellers')}
                placeholder={t('common:select.searchSellers')}
                value={sellerIds}
                onChange={setSellerIds}
                showSearch={{ filterOption: false, onSearch: sellers.onSearch }}
                loading={sellers.searching}
                notFoundContent={sellers.searching ? t('common:select.searching') : undefined}
                options={(sellers.searching ? sellers.options.filter((o) => sellerIds.includes(o.id)) : sellers.options).map((o) => ({
                  value: o.id,
                  label: o.name,
                }))}
                popupRender={(menu) => (
                  <>
                    {menu}
                    {sellers.footnote ? (
                      <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 12px', fontSize: 12 }}>
                        {sellers.footnote}
                      </Typography.Text>
                    ) : null}
                  </>
                )}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('composer.subject')}>
            <Input aria-label={t('composer.subject')} value={subject} onChange={(e) => setSubject(e.target.value)} maxLength={200} />
          </Form.Item>
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            {blocks.map((block, i) => (
              <BlockEditor
                key={i}
                block={block}
                types={['paragraph', 'bulleted-list', 'numbered-list']}
                onChange={(b) => update(i, b)}
                onRemove={() => update(i, null)}
              />
            ))}
            <Button onClick={() => setBlocks((all) => [...all, { type: 'paragraph', text: '' }])} style={{ alignSelf: 'flex-start' }}>
              {t('composer.addBlock')}
            </Button>
          </Flex>
          <Flex gap={8}>
            <Form.Item label={t('composer.buttonText')} style={{ flex: 1 }}>
              <Input value={ctaText} onChange={(e) => setCtaText(e.target.value)} maxLength={80} />
            </Form.Item>
            <Form.Item label={t('composer.buttonLink')} style={{ flex: 2 }}>
              <Input value={ctaUrl} onChange={(e) => setCtaUrl(e.target.value)} placeholder={t('composer.buttonLinkPlaceholder')} />
            </Form.Item>
          </Flex>
          <FormActions submitText={t('composer.send')} disabled={!ready} saving={isLoading} />
        </Form>
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Text type="secondary">{t('composer.preview')}</Typography.Text>
        <EmailCard subject={subject} body={body} cta={cta} />
      </Col>
    </Row>
  );
}
