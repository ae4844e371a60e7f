import { ATTRACTIVENESS, GENDERS, PRODUCT_STATUSES, type ProductStatus, type ProductView } from '@consign/contracts';
import { Alert, Button, Col, DatePicker, Flex, Image, Input, Row, Select, Switch, Typography } from 'antd';
import { Form } from '../../components/Form';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api';
import { useGetOrganizationQuery } from '../../api/organization.api';
import {
  useClassifyImageMutation,
  useCreateProductMutation,
  useGetProductConfigQuery,
  useUpdateProductMutation,
  useUploadProductMediaMutation,
} from '../../api/products.api';
import { SellerPicker } from '../../components/SellerPicker';
import { StorePicker } from '../../components/StorePicker';
import { DeliveryPicker } from '../../components/DeliveryPicker';
import { readDefaultStore } from '../../components/default-store';
import { ExistingPhotos } from './ExistingPhotos';
import { MoneyInput } from '../../components/MoneyInput';
import { scaleImage } from '../../components/scale-image';
import { useConfirm } from '../../components/confirm';
import { formatMajor } from '../../components/format';
import { useNotify } from '../../components/notify';
import { SearchableSelect } from '../../components/SearchableSelect';
import { statusLabel } from '../../components/StatusTag';
import { SheetLayout } from '../../sheets/SheetLayout';
import { useSheets } from '../../sheets/use-sheets';
import { CameraCapture, readAsDataUrl } from './CameraCapture';
import {
  expiryError,
  expiryFloor,
  initialValues,
  needsConfirmation,
  optionNamed,
  sortSizes,
  toProductBody,
  type ProductFormValues,
} from './product-form-rules';
import { usePricePrediction } from './use-price-prediction';
import { NumberInput } from '../../components/NumberInput';

interface Props {
  product?: ProductView;
  /** Pre-selected seller of a new product (opened from a seller's sheet). */
  sellerId?: string;
}

interface Photo {
  file: File;
  preview: string;
}

interface StatusSelectProps {
  /** The product's stored status: going back to it needs no confirmation. */
  saved: ProductStatus;
  value?: ProductStatus;
  onChange?: (value: ProductStatus) => void;
  id?: string;
}

/**
 * SPEC §5: sold, pick-up, stolen, donated and damaged ask first. The form hears of the new status only
 * after OK (Form.Item writes whatever reaches onChange), so Cancel and Escape leave the status shown before.
 */
function ConfirmedStatusSelect({ saved, value, onChange, id }: StatusSelectProps) {
  const { t } = useTranslation('products');
  const ask = useConfirm();
  const choose = (next: ProductStatus) => {
    if (!needsConfirmation(next) || next === saved) return onChange?.(next);
    const status = t(`statusWord.${next}`);
    void ask({ title: t('form.markAsTitle', { status }), okText: t('form.markAsOk', { status }), onOk: () => onChange?.(next) });
  };
  return (
    <Select<ProductStatus>
      id={id}
      value={value}
      onChange={choose}
      options={PRODUCT_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
    />
  );
}

/** Product create and edit (SPEC §5): photo → classification → predicted price, and the form rules. */
export function ProductForm({ product, sellerId }: Props) {
  const { t } = useTranslation(['products', 'messages']);
  const notify = useNotify();
  const sheets = useSheets();
  const [form] = Form.useForm<ProductFormValues>();
  const organization = useGetOrganizationQuery();
  const config = useGetProductConfigQuery();
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const [upload, uploading] = useUploadProductMediaMutation();
  const [classify, classifying] = useClassifyImageMutation();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [suggested, setSuggested] = useState<{ category?: string; color?: string }>({});
  const [priceEdited, setPriceEdited] = useState(Boolean(product));
  const [failure, setFailure] = useState<string>();
  const genderEnabled = organization.data?.config.genderEnabled ?? false;
  const currency = organization.data?.currency ?? 'NOK';

  const initial = useMemo(
    () =>
      initialValues(product, {
        expiryDays: organization.data?.defaults.expiryDays ?? 90,
        consignmentSplit: organization.data?.defaults.consignmentSplit ?? 0.5,
        sellerId,
        // The store the coworker said they work in today (asked once a day by the shell).
        storeId: readDefaultStore() ?? undefined,
      }),
    [product, organization.data, sellerId],
  );
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  const brand = Form.useWatch('brand', form);
  const category = Form.useWatch('category', form);
  const material = Form.useWatch('material', form);
  const attractiveness = Form.useWatch('attractiveness', form);
  const storeOwned = Form.useWatch('storeOwned', form);
  const chosenSeller = Form.useWatch('sellerId', form);
  const prediction = usePricePrediction(
    { brand: brand?.name, category: category?.name, material: material?.name, attractiveness },
    priceEdited,
    (price) => form.setFieldValue('price', price),
  );

  const addPhotos = async (files: File[]) => {
    // Data URLs, not blob: links: the gateway's content security policy allows images from data: only.
    // Scaled first: a phone photo as base64 JSON is far over the classify route's body limit.
    const previews = await Promise.all(files.map((file) => scaleImage(file).then(readAsDataUrl)));
    setPhotos((prev) => [...prev, ...files.map((file, i) => ({ file, preview: previews[i]! }))]);
    const result = await classify({ image: previews[0]! });
    if ('error' in result) return notify.error(result.error, t('messages:common.unexpected'));
    const next = { category: result.data.category?.name, color: result.data.color?.name };
    setSuggested(next);
    // The classification fills empty fields; what the user chose stays, with the suggestion shown under it.
    if (next.category && !form.getFieldValue('category'))
      form.setFieldValue('category', optionNamed(config.data?.categories, next.category));
    if (next.color && !form.getFieldValue('color')) form.setFieldValue('color', optionNamed(config.data?.colors, next.color));
  };

  const submit = async (values: ProductFormValues) => {
    setFailure(undefined);
    const body = toProductBody(values, genderEnabled);
    const result = product ? await update({ id: product.id, ...body }) : await create(body);
    if ('error' in result) {
      const text = errorMessage(result.error, t('messages:common.unexpected'));
      setFailure(text);
      return notify.error(result.error, text);
    }
    if (photos.length) {
      const uploaded = await upload({ id: result.data.id, files: photos.map((p) => p.file) });
      if ('error' in uploaded) notify.error(uploaded.error, t('messages:products.failedToLoadSomeMediaUrls'));
    }
    notify.success(product ? t('form.updated') : t('form.created'));
    if (product) sheets.setMode('view');
    else sheets.replace({ type: 'product', id: result.data.id, mode: 'view' });
  };

  const footer = (
    <>
      <Button onClick={() => (product ? sheets.setMode('view') : sheets.close())}>{t('form.cancel')}</Button>
      <Button type="primary" onClick={() => form.submit()} loading={creating.isLoading || updating.isLoading || uploading.isLoading}>
        {product ? t('form.save') : t('form.create')}
      </Button>
    </>
  );

  const options = config.data;
  return (
    <SheetLayout title={product ? t('form.editTitle', { name: product.name }) : t('form.newTitle')} footer={footer}>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      <Form<ProductFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        // A delivery belongs to its seller: a product moved to another seller leaves it.
        onValuesChange={(changed: Partial<ProductFormValues>) => {
          if ('sellerId' in changed && form.getFieldValue('deliveryId')) form.setFieldValue('deliveryId', null);
        }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item label={t('form.photos')}>
          <Flex vertical gap={8}>
            {product ? <ExistingPhotos product={product} /> : null}
            <CameraCapture onPhotos={(files) => void addPhotos(files)} />
            {photos.length ? (
              <Flex gap={8} wrap>
                {photos.map((p, i) => (
                  <Image
                    key={i}
                    src={p.preview}
                    width={72}
                    height={72}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                    alt={t('form.newPhoto')}
                  />
                ))}
              </Flex>
            ) : null}
            {classifying.isLoading ? <Typography.Text type="secondary">{t('form.classifying')}</Typography.Text> : null}
          </Flex>
        </Form.Item>
        <Form.Item label={t('form.name')} name="name" rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('form.store')} name="storeId" rules={[{ required: true, message: t('messages:products.storeRequired') }]}>
              <StorePicker placeholder={t('form.chooseStore')} allowEmpty />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label={t('form.seller')}
              name="sellerId"
              rules={[{ required: true, message: t('messages:products.sellerRequired') }]}
            >
              <SellerPicker placeholder={t('form.chooseSeller')} allowEmpty />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('form.delivery')} name="deliveryId" normalize={(value?: string) => value ?? null}>
          <DeliveryPicker sellerId={chosenSeller} placeholder={t('form.deliveryPlaceholder')} />
        </Form.Item>
        {product ? (
          <Form.Item label={t('form.status')} name="status">
            <ConfirmedStatusSelect saved={product.status} />
          </Form.Item>
        ) : null}
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('form.brand')} name="brand">
              <SearchableSelect options={options?.brands ?? []} allowCustom placeholder={t('form.brand')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('form.size')} name="size">
              <SearchableSelect options={sortSizes(options?.sizes ?? [])} allowCustom placeholder={t('form.size')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('form.category')} name="category">
              <SearchableSelect options={options?.categories ?? []} placeholder={t('form.category')} suggestion={suggested.category} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('form.color')} name="color">
              <SearchableSelect options={options?.colors ?? []} placeholder={t('form.color')} suggestion={suggested.color} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('form.material')} name="material">
              <SearchableSelect options={options?.materials ?? []} placeholder={t('form.material')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('form.attractiveness')} name="attractiveness">
              <Select options={ATTRACTIVENESS.map((a) => ({ value: a, label: t(`attractiveness.${a}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label={t('form.price')}
          name="price"
          extra={
            prediction.failure ? (
              <Typography.Text type="danger">{prediction.failure}</Typography.Text>
            ) : prediction.predicted !== undefined ? (
              <span data-testid="predicted-price">{t('form.predictedPrice', { price: formatMajor(prediction.predicted, currency) })}</span>
            ) : prediction.predicting ? (
              t('form.predicting')
            ) : undefined
          }
        >
          <MoneyInput currency={currency} aria-label={t('form.price')} onChange={() => setPriceEdited(true)} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('form.split')} name="splitPercent">
              <NumberInput min={0} max={100} step={5} disabled={storeOwned} style={{ width: '100%' }} suffix="%" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label={t('form.storeOwned')} name="storeOwned" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        {genderEnabled ? (
          <Form.Item label={t('form.gender')} name="gender">
            <Select allowClear options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`) }))} />
          </Form.Item>
        ) : null}
        <Form.Item
          label={t('form.expires')}
          name="expiringAt"
          rules={[
            {
              validator: (_r, value: Dayjs | null | undefined) => {
                const error = expiryError(value, product?.meta.createdAt);
                return error ? Promise.reject(new Error(t(error))) : Promise.resolve();
              },
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(expiryFloor(product?.meta.createdAt))} />
        </Form.Item>
      </Form>
    </SheetLayout>
  );
}
