import { Button, Card, Flex, InputNumber, Radio, Typography } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { DEFAULT_LABEL_HEIGHT_MM, DEFAULT_LABEL_WIDTH_MM, LABEL_MM, type OrganizationConfig } from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useOpenFileMutation, useUpdateOrganizationSectionMutation } from '../../api/settings.api';
import { useNotify } from '../../components/notify';
import { Rows } from '../../components/Rows';
import { SettingsPage } from './SettingsPage';
import { api } from '../../api/api';

type LabelSize = OrganizationConfig['labels'];

const LABEL_PRESETS: { label: string; size: LabelSize }[] = [
  {
    label: `${DEFAULT_LABEL_WIDTH_MM} × ${DEFAULT_LABEL_HEIGHT_MM} mm (standard)`,
    size: { widthInMm: DEFAULT_LABEL_WIDTH_MM, heightInMm: DEFAULT_LABEL_HEIGHT_MM },
  },
  { label: '40 × 55 mm', size: { widthInMm: 40, heightInMm: 55 } },
];

/** What every product label prints (rendered by the catalog service). */
const LABEL_FIELDS = ['Organization name', 'Product name', 'Brand and size', 'Price', 'SKU with barcode'];

const labelProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    firstProductForLabel: build.query<{ id: string; sku: number | string } | null, void>({
      query: () => ({ url: '/{org}/products', params: { take: 1 } }),
      transformResponse: (res: { data: { id: string; sku: number | string }[] }) => res.data[0] ?? null,
    }),
  }),
});

/** /settings/labels: the organization's label size (every label printed uses it), the printed fields, and a test print. */
export function LabelsSettingsPage() {
  const { data: org } = useGetOrganizationQuery();
  // What the user chose on this page, else the organization's saved size (no effect can overwrite an edit).
  const [edited, setSize] = useState<LabelSize | null>(null);
  const size = edited ?? org?.labels ?? LABEL_PRESETS[0]!.size;
  const [save, saving] = useUpdateOrganizationSectionMutation();
  const [openFile, { isLoading }] = useOpenFileMutation();
  const [findProduct] = labelProductApi.useLazyFirstProductForLabelQuery();
  const notify = useNotify();
  const preset = LABEL_PRESETS.findIndex((p) => p.size.widthInMm === size.widthInMm && p.size.heightInMm === size.heightInMm);

  const testPrint = async () => {
    const product = await findProduct()
      .unwrap()
      .catch(() => null);
    if (!product) return notify.warning('Create a product first: the test label uses your newest product.');
    const query = new URLSearchParams({ currency: org?.currency ?? 'NOK' });
    try {
      window.open(await openFile(`/{org}/products/${product.id}/${product.sku}?${query}`).unwrap(), '_blank');
    } catch (error) {
      notify.error(error, 'Failed to print the test label');
    }
  };

  const saveSize = async () => {
    try {
      await save({ section: 'labels', body: size }).unwrap();
      notify.success('Label size saved');
    } catch (error) {
      notify.error(error, 'Failed to save the label size');
    }
  };

  return (
    <SettingsPage
      title="Labels"
      description="Product labels for your label printers: every label of the organization is printed in this size."
    >
      <Card title="Label size">
        <Form layout="vertical">
          <Form.Item label="Size">
            <Radio.Group
              value={preset >= 0 ? preset : 'custom'}
              onChange={(e) => {
                setSize(e.target.value === 'custom' ? size : LABEL_PRESETS[e.target.value as number]!.size);
              }}
              options={[...LABEL_PRESETS.map((p, i) => ({ value: i, label: p.label })), { value: 'custom', label: 'Custom' }]}
            />
          </Form.Item>
          <Flex gap={16}>
            {(['widthInMm', 'heightInMm'] as const).map((key) => (
              <Form.Item key={key} label={key === 'widthInMm' ? 'Width (mm)' : 'Height (mm)'} htmlFor={`label-${key}`}>
                <InputNumber
                  id={`label-${key}`}
                  min={LABEL_MM.min}
                  max={LABEL_MM.max}
                  step={0.05}
                  value={size[key]}
                  onChange={(v) => {
                    if (typeof v !== 'number') return;
                    setSize({ ...size, [key]: v });
                  }}
                />
              </Form.Item>
            ))}
          </Flex>
          <Flex gap={8}>
            <Button type="primary" loading={saving.isLoading} onClick={() => void saveSize()}>
              Save
            </Button>
            <Button loading={isLoading} onClick={() => void testPrint()}>
              Test print
            </Button>
          </Flex>
        </Form>
      </Card>
      <Card title="Printed fields">
        <Rows label="Printed fields" items={LABEL_FIELDS} rowKey={(f) => f} render={(f) => f} />
        <Typography.Text type="secondary">Prices print in {org?.currency ?? 'your currency'}.</Typography.Text>
      </Card>
    </SettingsPage>
  );
}
