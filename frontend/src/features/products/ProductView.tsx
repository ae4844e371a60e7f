import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { DUPLICATE_MAX, DUPLICATE_MIN, MESSAGES, type ProductView as Product } from '@consign/contracts';
import { Button, Descriptions, Empty, Flex, Image, InputNumber, Modal, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useDeleteProductMutation, useDuplicateProductMutation, useProductLabelMutation } from '../../api/products.api';
import { useConfirm } from '../../components/confirm';
import { formatDate, formatDay, formatMajor } from '../../components/format';
import { useNotify } from '../../components/notify';
import { StatusTag, statusLabel } from '../../components/StatusTag';
import { SheetLayout, SheetMenu } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { shownSplit } from './product-form-rules';

/** SPEC §5: duplicate makes 1 to 10 copies. */
export function duplicateCountError(count: number | null | undefined): string | undefined {
  return Number.isInteger(count) && count! >= DUPLICATE_MIN && count! <= DUPLICATE_MAX ? undefined : MESSAGES.products.countRange;
}

function DuplicateDialog({ product, open, onClose }: { product: Product; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<{ count: number }>();
  const [duplicate, { isLoading }] = useDuplicateProductMutation();
  const notify = useNotify();
  const submit = async ({ count }: { count: number }) => {
    const result = await duplicate({ id: product.id, count });
    if ('error' in result) return notify.error(result.error, MESSAGES.products.errorDuplicating);
    notify.success(MESSAGES.products.duplicated);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={`Duplicate ${product.name}`}
      okText="Duplicate"
      onOk={() => form.submit()}
      confirmLoading={isLoading}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ count: 1 }} onFinish={(v) => void submit(v)} preserve={false}>
        <Form.Item
          label="Number of copies"
          name="count"
          rules={[
            {
              validator: (_r, v: number) =>
                duplicateCountError(v) ? Promise.reject(new Error(duplicateCountError(v))) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber precision={0} style={{ width: '100%' }} aria-label="Number of copies" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The product sheet in view mode (SPEC §2 'Product sheet'). */
export function ProductView({ product }: { product: Product }) {
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
    if ('error' in result) notify.error(result.error, MESSAGES.common.unexpected);
    else window.open(result.data, '_blank');
  };
  const confirmDelete = () =>
    void ask({
      title: `Delete ${product.name}?`,
      content: 'The product is removed from the catalog.',
      okText: 'Delete',
      danger: true,
      onOk: async () => {
        const result = await remove(product.id);
        if ('error' in result) return notify.error(result.error, MESSAGES.products.errorDeleting);
        notify.success(MESSAGES.products.deleted);
        sheets.close();
      },
    });

  const extra = (
    <>
      <Button icon={<EditOutlined />} onClick={() => sheets.toggleMode()}>
        Edit
      </Button>
      <SheetMenu
        items={[
          { key: 'duplicate', label: 'Duplicate' },
          { key: 'delete', label: 'Delete', danger: true },
        ]}
        onClick={({ key }) => (key === 'duplicate' ? setDuplicating(true) : confirmDelete())}
      />
    </>
  );
  const footer = (
    <>
      <Button onClick={() => sheets.close()}>Close</Button>
      <Button type="primary" icon={<FilePdfOutlined />} loading={labelling.isLoading} onClick={() => void createLabel()}>
        Create label
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
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No photos yet" style={{ marginBottom: 16 }} />
      )}
      {/* Labels above values: beside them, four columns in a 520 px sheet break 'Majorstuen' and amounts mid-word. */}
      <Descriptions column={2} layout="vertical" size="small" bordered>
        <Descriptions.Item label="Status">
          <StatusTag status={product.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Price">{formatMajor(product.price, currency)}</Descriptions.Item>
        <Descriptions.Item label="Store">{product.store?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Seller">
          {product.seller ? (
            <Typography.Link onClick={() => sheets.open({ type: 'seller', id: product.seller!.id, mode: 'view' })}>
              {product.seller.fullName}
            </Typography.Link>
          ) : (
            '—'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Created">{formatDate(product.meta.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Expires">{formatDate(product.expiringAt)}</Descriptions.Item>
        {product.nextMarkdown ? (
          <Descriptions.Item label="Next markdown">
            {`${formatMajor(product.nextMarkdown.price, currency)} on ${formatDay(product.nextMarkdown.on)}`}
          </Descriptions.Item>
        ) : null}
        {product.meta.soldAt ? <Descriptions.Item label="Sold">{formatDate(product.meta.soldAt)}</Descriptions.Item> : null}
        {product.meta.donatedAt ? <Descriptions.Item label="Donated">{formatDate(product.meta.donatedAt)}</Descriptions.Item> : null}
        {product.meta.pickUpAt ? <Descriptions.Item label="Pick-up">{formatDate(product.meta.pickUpAt)}</Descriptions.Item> : null}
        <Descriptions.Item label="Attractiveness">{statusLabel(product.attractiveness)}</Descriptions.Item>
        {organization.data?.config.genderEnabled ? (
          <Descriptions.Item label="Gender">{product.gender ? statusLabel(product.gender) : '—'}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label="Consignment split">{shownSplit(product)} %</Descriptions.Item>
        <Descriptions.Item label="Category">{product.category?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Brand">{product.brand?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Size">{product.size?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Color">{product.color?.name ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="Material">{product.material?.name ?? '—'}</Descriptions.Item>
        {people ? (
          <Descriptions.Item label={product.donatedBySeller ? 'Donated by' : 'Purchased from'}>{people.fullName}</Descriptions.Item>
        ) : null}
      </Descriptions>
      <DuplicateDialog product={product} open={duplicating} onClose={() => setDuplicating(false)} />
    </SheetLayout>
  );
}
