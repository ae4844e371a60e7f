import { Button, Card, Flex, Radio, Typography } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LABEL_HEIGHT_MM,
  DEFAULT_LABEL_WIDTH_MM,
  LABEL_MM,
  type OrganizationConfig,
  type OrganizationView,
} from '@consign/contracts';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useOpenFileMutation, useUpdateOrganizationSectionMutation } from '../../api/settings.api';
import { useNotify } from '../../components/notify';
import { Rows } from '../../components/Rows';
import { SettingsPage } from './SettingsPage';
import { api } from '../../api/api';
import { NumberInput } from '../../components/NumberInput';

type LabelSize = OrganizationConfig['labels'];

/** The sizes offered; the standard one says so. */
const LABEL_PRESETS: { standard?: true; size: LabelSize }[] = [
  { standard: true, size: { widthInMm: DEFAULT_LABEL_WIDTH_MM, heightInMm: DEFAULT_LABEL_HEIGHT_MM } },
  { size: { widthInMm: 40, heightInMm: 55 } },
];

/** The two sides of a label, as the size names them. */
const DIMENSIONS = ['widthInMm', 'heightInMm'] as const;

/** What every product label prints (rendered by the catalog service), by its text's key (settings:labels.fields.…). */
const LABEL_FIELDS = ['organizationName', 'productName', 'brandAndSize', 'price', 'sku'] as const;

const labelProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    firstProductForLabel: build.query<{ id: string; sku: number | string } | null, void>({
      query: () => ({ url: '/{org}/products', params: { take: 1 } }),
      transformResponse: (res: { data: { id: string; sku: number | string }[] }) => res.data[0] ?? null,
    }),
  }),
});

/** The label size form: a preset or a custom width and height, saved as the organization's labels section. */
function LabelSizeForm({ org }: { org: OrganizationView }) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const [form] = Form.useForm<LabelSize>();
  // Undefined until the form has mounted.
  const size = (Form.useWatch([], form) as LabelSize | undefined) ?? org.labels;
  const [save, saving] = useUpdateOrganizationSectionMutation();
  const [openFile, { isLoading }] = useOpenFileMutation();
  const [findProduct] = labelProductApi.useLazyFirstProductForLabelQuery();
  const notify = useNotify();
  const preset = LABEL_PRESETS.findIndex((p) => p.size.widthInMm === size.widthInMm && p.size.heightInMm === size.heightInMm);
  const sizeRule = {
    required: true,
    type: 'number' as const,
    min: LABEL_MM.min,
    max: LABEL_MM.max,
    message: t('messages:rules.labels.sizeRange', { min: LABEL_MM.min, max: LABEL_MM.max }),
  };

  const testPrint = async () => {
    const product = await findProduct()
      .unwrap()
      .catch(() => null);
    if (!product) return notify.warning(t('labels.createProductFirst'));
    const query = new URLSearchParams({ currency: org.currency });
    try {
      window.open(await openFile(`/{org}/products/${product.id}/${product.sku}?${query}`).unwrap(), '_blank');
    } catch (error) {
      notify.error(error, t('labels.printFailed'));
    }
  };

  const saveSize = async (size: LabelSize) => {
    try {
      await save({ section: 'labels', body: size }).unwrap();
      notify.success(t('labels.saved'));
    } catch (error) {
      notify.error(error, t('labels.saveFailed'));
    }
  };

  return (
    <Form<LabelSize> form={form} layout="vertical" requiredMark={false} initialValues={org.labels} onFinish={(size) => void saveSize(size)}>
      <Form.Item label={t('labels.sizeLabel')}>
        <Radio.Group
          value={preset >= 0 ? preset : 'custom'}
          onChange={(e) => {
            if (e.target.value !== 'custom') form.setFieldsValue(LABEL_PRESETS[e.target.value as number]!.size);
          }}
          options={[
            ...LABEL_PRESETS.map((p, i) => ({
              value: i,
              label: t(p.standard ? 'labels.standard' : 'labels.preset', { width: p.size.widthInMm, height: p.size.heightInMm }),
            })),
            { value: 'custom', label: t('labels.custom') },
          ]}
        />
      </Form.Item>
      <Flex gap={16}>
        {DIMENSIONS.map((key) => (
          <Form.Item key={key} name={key} label={key === 'widthInMm' ? t('labels.width') : t('labels.height')} rules={[sizeRule]}>
            <NumberInput min={LABEL_MM.min} max={LABEL_MM.max} step={0.05} />
          </Form.Item>
        ))}
      </Flex>
      <FormActions
        saving={saving.isLoading}
        extra={
          <Button loading={isLoading} onClick={() => void testPrint()}>
            {t('labels.testPrint')}
          </Button>
        }
      />
    </Form>
  );
}

/** /settings/labels: the organization's label size (every label printed uses it), the printed fields, and a test print. */
export function LabelsSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: org, isLoading, error } = useGetOrganizationQuery();
  return (
    <SettingsPage title={t('labels.title')} description={t('labels.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('messages:organization.failedToFetch')} />
      {org ? (
        <Card title={t('labels.size')}>
          <LabelSizeForm org={org} />
        </Card>
      ) : null}
      <Card title={t('labels.printedFields')}>
        <Rows label={t('labels.printedFields')} items={[...LABEL_FIELDS]} rowKey={(f) => f} render={(f) => t(`labels.fields.${f}`)} />
        <Typography.Text type="secondary">
          {org ? t('labels.pricesIn', { currency: org.currency }) : t('labels.pricesInYourCurrency')}
        </Typography.Text>
      </Card>
    </SettingsPage>
  );
}
