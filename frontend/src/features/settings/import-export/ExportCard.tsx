import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_STATUSES } from '@consign/contracts';
import { useOpenFileMutation } from '../../../api/settings.api';
import { Form } from '../../../components/Form';
import { useNotify } from '../../../components/notify';
import { download } from './errors-csv';

interface ExportValues {
  delimiter: ',' | ';';
  query?: string;
  statuses?: string[];
}

type ExportList = 'sellers' | 'products' | 'payouts' | 'transactions' | 'sales';

/** CSV files of the organization's lists, with the lists' filters; semicolons for Excel in Norway. */
export function ExportCard() {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<ExportValues>();
  const [openFile, { isLoading }] = useOpenFileMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const notify = useNotify();

  const exportList = async (list: ExportList) => {
    const { delimiter, query, statuses } = form.getFieldsValue();
    const params = new URLSearchParams({ delimiter });
    // Each list's own filter, named as its list endpoint names it.
    if (list === 'sellers' && query?.trim()) params.set('query', query.trim());
    if (list === 'products' && statuses?.length) params.set('filters[status.in]', statuses.join(','));
    setBusy(list);
    try {
      download(await openFile(`/{org}/exports/${list}.csv?${params}`).unwrap(), `${list}.csv`);
    } catch (error) {
      notify.error(error, t('importExport.export.failed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title={t('importExport.export.title')}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('importExport.export.help')}</Typography.Text>
        <Form<ExportValues> form={form} layout="vertical" initialValues={{ delimiter: ';' }}>
          <Form.Item name="delimiter" label={t('importExport.export.separator')}>
            <Radio.Group
              options={[
                { value: ';', label: t('importExport.export.semicolon') },
                { value: ',', label: t('importExport.export.comma') },
              ]}
            />
          </Form.Item>
          <Form.Item name="query" label={t('importExport.export.sellersMatching')}>
            <Input placeholder={t('importExport.export.allSellers')} />
          </Form.Item>
          <Form.Item name="statuses" label={t('importExport.export.productsWithStatus')}>
            <Select
              mode="multiple"
              placeholder={t('importExport.export.allProducts')}
              options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`importExport.export.statuses.${s}`) }))}
            />
          </Form.Item>
        </Form>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'sellers'} onClick={() => void exportList('sellers')}>
            {t('importExport.export.sellers')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'products'} onClick={() => void exportList('products')}>
            {t('importExport.export.products')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'payouts'} onClick={() => void exportList('payouts')}>
            {t('importExport.export.payouts')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={isLoading && busy === 'transactions'}
            onClick={() => void exportList('transactions')}
          >
            {t('importExport.export.transactions')}
          </Button>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'sales'} onClick={() => void exportList('sales')}>
            {t('importExport.export.sales')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
