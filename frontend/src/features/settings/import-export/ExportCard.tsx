import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { IMPORT_MESSAGES, PRODUCT_STATUSES } from '@consign/contracts';
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
      notify.error(error, IMPORT_MESSAGES.exportFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="Export">
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">UTF-8 CSV files that open in a spreadsheet with æ, ø and å intact.</Typography.Text>
        <Form<ExportValues> form={form} layout="vertical" initialValues={{ delimiter: ';' }}>
          <Form.Item name="delimiter" label="Separator">
            <Radio.Group
              options={[
                { value: ';', label: 'Semicolon (Excel in Norway)' },
                { value: ',', label: 'Comma' },
              ]}
            />
          </Form.Item>
          <Form.Item name="query" label="Sellers matching (name, e-mail, phone or account number)">
            <Input placeholder="All sellers" />
          </Form.Item>
          <Form.Item name="statuses" label="Products with status">
            <Select mode="multiple" placeholder="All products" options={PRODUCT_STATUSES.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </Form>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'sellers'} onClick={() => void exportList('sellers')}>
            Export sellers
          </Button>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'products'} onClick={() => void exportList('products')}>
            Export products
          </Button>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'payouts'} onClick={() => void exportList('payouts')}>
            Export payouts
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={isLoading && busy === 'transactions'}
            onClick={() => void exportList('transactions')}
          >
            Export transactions
          </Button>
          <Button icon={<DownloadOutlined />} loading={isLoading && busy === 'sales'} onClick={() => void exportList('sales')}>
            Export sales
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
