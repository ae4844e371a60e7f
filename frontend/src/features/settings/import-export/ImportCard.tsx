import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Progress, Select, Table, Typography, Upload } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMPORT_FIELDS, SELLER_IMPORT_FIELDS, type ImportField, type ImportResult } from '@consign/contracts';
import { Form } from '../../../components/Form';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/notify';
import { download, importErrorsCsv } from './errors-csv';
import { useDryRunImportMutation, useImportJobQuery, useStartImportMutation, type ImportKind } from './import-export.api';
import { serverText } from '../../../api/api';

const IGNORE = '';

/** The columns each import reads come from contracts, as the services read them; the texts are settings:importExport.import.{kind}. */
const FIELDS: Record<ImportKind, readonly ImportField[]> = { sellers: SELLER_IMPORT_FIELDS, products: PRODUCT_IMPORT_FIELDS };

type T = TFunction<'settings'>;

/** A field's name in the reader's language (the contract's own name for a field the catalogue does not know). */
const fieldLabel = (t: T, f: ImportField) =>
  t(`importExport.import.fields.${f.key}` as 'importExport.import.fields.name', { defaultValue: f.label });

const fieldOptionsOf = (t: T, fields: readonly ImportField[]) => [
  ...fields.map((f) => ({
    value: f.key,
    label: f.required ? t('importExport.import.required', { label: fieldLabel(t, f) }) : fieldLabel(t, f),
  })),
  { value: IGNORE, label: t('importExport.import.ignore') },
];
const labelOf = (t: T, fields: readonly ImportField[]) => (field: string) => {
  const f = fields.find((candidate) => candidate.key === field);
  return f ? fieldLabel(t, f) : field || '—';
};

function Summary({ result, done }: { result: ImportResult; done: boolean }) {
  const { t } = useTranslation('settings');
  const counts = { created: result.created, updated: result.updated, invalid: result.invalid.length };
  const text = done
    ? t('importExport.import.done', { ...counts, unchanged: result.valid - result.created - result.updated })
    : t('importExport.import.checked', { ...counts, rows: result.rows, valid: result.valid });
  return <Alert type={result.invalid.length > 0 ? 'warning' : 'success'} showIcon title={text} />;
}

function RowErrors({ result, fields }: { result: ImportResult; fields: readonly ImportField[] }) {
  const { t } = useTranslation('settings');
  const label = labelOf(t, fields);
  if (result.invalid.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('importExport.import.rowErrors')}</Typography.Text>
        <Button onClick={() => download(importErrorsCsv(result.invalid, label), 'import-errors.csv')}>
          {t('importExport.import.downloadErrors')}
        </Button>
      </Flex>
      <Table
        size="small"
        rowKey={(e) => `${e.row}:${e.field}`}
        dataSource={result.invalid}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: t('importExport.import.row'), dataIndex: 'row', width: 80 },
          { title: t('importExport.import.column'), dataIndex: 'field', width: 160, render: label },
          { title: t('importExport.import.error'), dataIndex: 'message', render: (message: string) => serverText(message) },
        ]}
      />
    </Flex>
  );
}

/** Sellers or products from a spreadsheet: choose a file, check the columns and a dry run, confirm, see the result. */
export function ImportCard({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation('settings');
  const fields = FIELDS[kind];
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [dryRun, { isLoading: checking }] = useDryRunImportMutation();
  const [start, { isLoading: starting }] = useStartImportMutation();
  const [done, setDone] = useState(false);
  // Polled until the job has finished; the last answer stays on screen.
  const { data: job } = useImportJobQuery(jobId ? { kind, id: jobId } : skipToken, {
    pollingInterval: jobId && !done ? 500 : 0,
  });
  // The job of this import only: a query set back to skip keeps its last answer, the job of a file imported before.
  const current = jobId !== null && job?.id === jobId ? job : undefined;
  const finished = current?.state === 'completed' || current?.state === 'failed';
  if (finished && !done) setDone(true);
  const notify = useNotify();
  const ask = useConfirm();

  const check = async (chosen: File, nextMapping: Record<string, string>) => {
    setJobId(null);
    try {
      setChecked(await dryRun({ kind, file: chosen, mapping: nextMapping }).unwrap());
    } catch (error) {
      setChecked(null);
      notify.error(error, t('importExport.import.readFailed'));
    }
  };

  const choose = (chosen: File) => {
    setFile(chosen);
    setMapping({});
    void check(chosen, {});
    return false;
  };

  const remap = (column: string, field: string) => {
    const next = { ...mapping, [column]: field };
    setMapping(next);
    if (file) void check(file, next);
  };

  const confirmImport = () => {
    if (!file || !checked) return;
    void ask({
      title: t(`importExport.import.${kind}.confirmTitle`, { count: checked.valid }),
      content: t(`importExport.import.${kind}.confirm`, { created: checked.created, updated: checked.updated }),
      okText: t('importExport.import.import'),
      onOk: async () => {
        try {
          setDone(false);
          setJobId((await start({ kind, file, mapping }).unwrap()).id);
        } catch (error) {
          notify.error(error, t('importExport.import.importFailed'));
        }
      },
    });
  };

  const running = jobId !== null && !finished;
  return (
    <Card title={t(`importExport.import.${kind}.title`)}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {t('importExport.import.intro')} {t(`importExport.import.${kind}.help`)}
        </Typography.Text>
        <Form layout="vertical">
          <Form.Item label={t('importExport.import.file')}>
            <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={choose} disabled={running}>
              <Button icon={<UploadOutlined />} loading={checking}>
                {file ? file.name : t('importExport.import.chooseFile')}
              </Button>
            </Upload>
          </Form.Item>
          {checked ? (
            <Form.Item label={t('importExport.import.columns')}>
              <Table
                size="small"
                pagination={false}
                rowKey="name"
                dataSource={checked.columns.map((c, i) => ({
                  ...c,
                  sample: checked.preview
                    .map((row) => row[i] ?? '')
                    .filter(Boolean)
                    .slice(0, 3),
                }))}
                columns={[
                  { title: t('importExport.import.columnInFile'), dataIndex: 'name' },
                  {
                    title: t('importExport.import.importedAs'),
                    dataIndex: 'field',
                    width: 220,
                    render: (field: string | null, column) => (
                      <Select
                        aria-label={t('importExport.import.importedAsOf', { column: column.name })}
                        style={{ width: '100%' }}
                        value={mapping[column.name] ?? field ?? IGNORE}
                        options={fieldOptionsOf(t, fields)}
                        onChange={(value: string) => remap(column.name, value)}
                        disabled={running}
                      />
                    ),
                  },
                  { title: t('importExport.import.firstRows'), dataIndex: 'sample', render: (sample: string[]) => sample.join(' · ') },
                ]}
              />
            </Form.Item>
          ) : null}
        </Form>
        {checked && !jobId ? (
          <>
            <Summary result={checked} done={false} />
            <RowErrors result={checked} fields={fields} />
            <Flex justify="end">
              <Button type="primary" disabled={checked.valid === 0} loading={starting} onClick={confirmImport}>
                {t('importExport.import.import')}
              </Button>
            </Flex>
          </>
        ) : null}
        {jobId ? (
          <Progress
            aria-label={t('importExport.import.progress')}
            percent={current?.state === 'completed' ? 100 : (current?.progress ?? 0)}
            status={current?.state === 'failed' ? 'exception' : running ? 'active' : 'success'}
          />
        ) : null}
        {current?.state === 'failed' ? (
          <Alert type="error" showIcon title={current.error ? serverText(current.error) : t('importExport.import.importFailed')} />
        ) : null}
        {current?.result ? (
          <>
            <Summary result={current.result} done />
            <RowErrors result={current.result} fields={fields} />
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
