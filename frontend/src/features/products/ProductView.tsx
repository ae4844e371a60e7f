import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { DUPLICATE_MAX, DUPLICATE_MIN, GENDERS, type ProductView as Product } from '@consign/contracts';
import { Button, Descriptions, Empty, Flex, Image, Modal, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useDeleteProductMutation, useDuplicateProductMutation, useProductLabelMutation } from '../../api/products.api';
import { useConfirm } from '../../components/confirm';
import { formatDate, formatDay, formatMajor } from '../../components/format';
import { useNotify } from '../../components/notify';
import { StatusTag } from '../../components/StatusTag';
import { i18n } from '../../i18n';
import { SheetLayout, SheetMenu } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { shownSplit } from './product-form-rules';
import { NumberInput } from '../../components/NumberInput';

const isGender = (value: string): value is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(value);

/** SPEC §5: duplicate makes 1 to 10 copies (the text in the current language). */
export function duplicateCountError(count: number | null | undefined): string | undefined {
  return Number.isInteger(count) && count! >= DUPLICATE_MIN && count! <= DUPLICATE_MAX ? undefined : i18n.t('messages:products.countRange');
}

function DuplicateDialog({ product, open, onClose }: { product: Product; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['products', 'messages']);
  const [form] = Form.useForm<{ count: number }>();
  const [duplicate, { isLoading }] = useDuplicateProductMutation();
  const notify = useNotify();
  const submit = async ({ count }: { count: number }) => {
    const result = await duplicate({ id: product.id, count });
    if ('error' in result) return notify.error(result.error, t('messages:products.errorDuplicating'));
    notify.success(t('messages:products.duplicated'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('duplicate.title', { name: product.name })}
      okText={t('duplicate.ok')}
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ count: 1 }} onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item
          label={t('duplicate.count')}
          name="count"
          rules={[
            {
              validator: (_r, v: number) =>
                duplicateCountError(v) ? Promise.reject(new Error(duplicateCountError(v))) : Promise.resolve(),
            },
          ]}
        >
          <NumberInput precision={0} style={{ width: '100%' }} aria-label={t('duplicate.count')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The product sheet in view mode (SPEC §2 'Product sheet'). */
export function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation(['products', 'messages']);
  const ask = useConfirm();
  const notify = useNotify();
  const sheets = useSheets();
  const organization = useGetOrganizationQuery();
  const [label, labelling] = useProductLabelMutation();
  const [remove] = useDeleteProductMutation();
  const [duplicating, setDuplicating] = useState(false);
  const currency = organization.data?.currency ?? 'NOK';

  const createLabel = async () => {
    const result = await label({ id: product.id, sku: product.sku, currency });
    if ('error' in result) notify.error(result.error, t('messages:common.unexpected'));
    else window.open(result.data, '_blank');
  };
  const confirmDelete = () =>
    void ask({
      title: t('view.deleteTitle', { name: product.name }),
      content: t('view.deleteContent'),
      okText: t('view.delete'),
      danger: true,
      onOk: async () => {
        const result = await remove(product.id);
        if ('error' in result) return notify.error(result.error, t('messages:products.errorDeleting'));
        notify.success(t('messages:products.deleted'));
        sheets.close();
      },
    });

  const extra = (
    <>
      <Button icon={<EditOutlined />} onClick={() => sheets.toggleMode()}>
        {t('view.edit')}
      </Button>
      <SheetMenu
        items={[
          { key: 'duplicate', label: t('view.duplicate') },
          { key: 'delete', label: t('view.delete'), danger: true },
        ]}
        onClick={({ key }) => (key === 'duplicate' ? setDuplicating(true) : confirmDelete())}
      />
    </>
  );
  const footer = (
    <>
      <Button onClick={() => sheets.close()}>{t('view.close')}</Button>
      <Button type="primary" icon={<FilePdfOutlined />} loading={labelling.isLoading} onClick={() => void createLabel()}>
        {t('view.createLabel')}
      </Button>
    </>
  );

  const people = product.donatedBySeller ?? product.purchasedFromSeller;
  return (
    <SheetLayout title={`#${product.skuPadded} ${product.name}`} extra={extra} footer={footer}>
      {product.media.length ? (
        <Image.PreviewGroup>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            {product.media.map((m) => (
              <Image
                key={m.filename}
                src={m.thumbnailUrl ?? m.url}
                preview={{ src: m.url ?? m.thumbnailUrl }}
                width={96}
                height={96}
                style={{ objectFit: 'cover', borderRadius: 8 }}
                alt={product.name}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('view.noPhotos')} style={{ marginBottom: 16 }} />
      )}
      {/* Labels above values: beside them, four columns in a 520 px sheet break 'Majorstuen' and amounts mid-word. */}
      <Descriptions column={2} layout="vertical" size="small" bordered>
        <Descriptions.Item label={t('view.status')}>
          <StatusTag status={product.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('view.price')}>{formatMajor(product.price, currency)}</Descriptions.Item>
        <Descriptions.Item label={t('view.store')}>{product.store?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('view.seller')}>
          {product.seller ? (
            <Typography.Link onClick={() => sheets.open({ type: 'seller', id: product.seller!.id, mode: 'view' })}>
              {product.seller.fullName}
            </Typography.Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('view.created')}>{formatDate(product.meta.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('view.expires')}>{formatDate(product.expiringAt)}</Descriptions.Item>
        {product.nextMarkdown ? (
          <Descriptions.Item label={t('view.nextMarkdown')}>
            {t('view.nextMarkdownValue', {
              price: formatMajor(product.nextMarkdown.price, currency),
              day: formatDay(product.nextMarkdown.on),
            })}
          </Descriptions.Item>
        ) : null}
        {product.meta.soldAt ? <Descriptions.Item label={t('view.sold')}>{formatDate(product.meta.soldAt)}</Descriptions.Item> : null}
        {product.meta.donatedAt ? (
          <Descriptions.Item label={t('view.donated')}>{formatDate(product.meta.donatedAt)}</Descriptions.Item>
        ) : null}
        {product.meta.pickUpAt ? <Descriptions.Item label={t('view.pickUp')}>{formatDate(product.meta.pickUpAt)}</Descriptions.Item> : null}
        <Descriptions.Item label={t('view.attractiveness')}>{t(`attractiveness.${product.attractiveness}`)}</Descriptions.Item>
        {organization.data?.config.genderEnabled ? (
          <Descriptions.Item label={t('view.gender')}>
            {product.gender ? (isGender(product.gender) ? t(`gender.${product.gender}`) : product.gender) : '—'}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('view.split')}>{t('view.splitValue', { percent: shownSplit(product) })}</Descriptions.Item>
        <Descriptions.Item label={t('view.category')}>{product.category?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('view.brand')}>{product.brand?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('view.size')}>{product.size?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('view.color')}>{product.color?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('view.material')}>{product.material?.name ?? '—'}</Descriptions.Item>
        {people ? (
          <Descriptions.Item label={product.donatedBySeller ? t('view.donatedBy') : t('view.purchasedFrom')}>
            {people.fullName}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <DuplicateDialog product={product} open={duplicating} onClose={() => setDuplicating(false)} />
    </SheetLayout>
  );
}
