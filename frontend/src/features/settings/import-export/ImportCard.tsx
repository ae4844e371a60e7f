import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Progress, Select, Table, Typography, Upload } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { IMPORT_MESSAGES, PRODUCT_IMPORT_FIELDS, SELLER_IMPORT_FIELDS, type ImportField, type ImportResult } from '@consign/contracts';
import { Form } from '../../../components/Form';
import { useConfirm } from '../../../components/confirm';
import { useNotify } from '../../../components/notify';
import { download, importErrorsCsv } from './errors-csv';
import {
  useDryRunImportMutation,
  useImportJobQuery,
  useRunImportMutation,
  useStartImportMutation,
  type ImportKind,
} from './import-export.api';

const IGNORE = '';

/** What each import says of itself; the columns and their names come from contracts, as the services read them. */
const KINDS: Record<ImportKind, { fields: readonly ImportField[]; title: string; help: string; confirm: (r: ImportResult) => string }> = {
  sellers: {
    fields: SELLER_IMPORT_FIELDS,
    title: 'Import sellers',
    help: 'Sellers are matched by e-mail: importing the same file again changes nothing.',
    confirm: (r) =>
      `${r.created} new sellers are created and get an invitation e-mail; ${r.updated} are updated. Rows with errors are skipped.`,
  },
  products: {
    fields: PRODUCT_IMPORT_FIELDS,
    title: 'Import products',
    help: 'Products are matched by SKU or by an external id column; the seller is named by account number or e-mail, the store by name. Importing the same file again changes nothing.',
    confirm: (r) => `${r.created} new products are created; ${r.updated} are updated. Rows with errors are skipped.`,
  },
};

const fieldOptionsOf = (fields: readonly ImportField[]) => [
  ...fields.map((f) => ({ value: f.key, label: `${f.label}${f.required ? ' *' : ''}` })),
  { value: IGNORE, label: 'Ignore this column' },
];
const labelOf = (fields: readonly ImportField[]) => (field: string) => fields.find((f) => f.key === field)?.label ?? (field || '—');

function Summary({ result, done }: { result: ImportResult; done: boolean }) {
  const refused = result.invalid.length > 0 ? `, ${result.invalid.length} refused` : '';
  const text = done
    ? `Imported: ${result.created} created, ${result.updated} updated, ${result.valid - result.created - result.updated} unchanged${refused}.`
    : `${result.rows} rows: ${result.valid} can be imported (${result.created} new, ${result.updated} changed)${refused}.`;
  return <Alert type={result.invalid.length > 0 ? 'warning' : 'success'} showIcon title={text} />;
}

function RowErrors({ result, fields }: { result: ImportResult; fields: readonly ImportField[] }) {
  const label = labelOf(fields);
  if (result.invalid.length === 0) return null;
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>Rows with errors (row numbers as your spreadsheet shows them)</Typography.Text>
        <Button onClick={() => download(importErrorsCsv(result.invalid, label), 'import-errors.csv')}>Download errors (CSV)</Button>
      </Flex>
      <Table
        size="small"
        rowKey={(e) => `${e.row}:${e.field}`}
        dataSource={result.invalid}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'Row', dataIndex: 'row', width: 80 },
          { title: 'Column', dataIndex: 'field', width: 160, render: label },
          { title: 'Error', dataIndex: 'message' },
        ]}
      />
    </Flex>
  );
}

/** Sellers or products from a spreadsheet: choose a file, check the columns and a dry run, confirm, see the result. */
export function ImportCard({ kind }: { kind: ImportKind }) {
  const { fields, title, help, confirm } = KINDS[kind];
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [dryRun, { isLoading: checking }] = useDryRunImportMutation();
  const [start, { isLoading: starting }] = useStartImportMutation();
  const [run, { isLoading: runningNow }] = useRunImportMutation();
  const [imported, setImported] = useState<ImportResult | null>(null);
  const [done, setDone] = useState(false);
  // Polled until the job has finished; the last answer stays on screen.
  const { data: job } = useImportJobQuery(jobId ? { kind, id: jobId } : skipToken, {
    pollingInterval: jobId && !done ? 500 : 0,
  });
  const finished = job?.id === jobId && (job?.state === 'completed' || job?.state === 'failed');
  if (finished && !done) setDone(true);
  const notify = useNotify();
  const ask = useConfirm();

  const check = async (chosen: File, nextMapping: Record<string, string>) => {
    setJobId(null);
    setImported(null);
    try {
      setChecked(await dryRun({ kind, file: chosen, mapping: nextMapping }).unwrap());
    } catch (error) {
      setChecked(null);
      notify.error(error, IMPORT_MESSAGES.readFailed);
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
      title: `Import ${checked.valid} ${kind}?`,
      content: confirm(checked),
      okText: 'Import',
      onOk: async () => {
        try {
          setDone(false);
          if (kind === 'products') setImported(await run({ kind, file, mapping }).unwrap());
          else setJobId((await start({ kind, file, mapping }).unwrap()).id);
        } catch (error) {
          notify.error(error, IMPORT_MESSAGES.importFailed);
        }
      },
    });
  };

  const running = jobId !== null && !finished;
  return (
    <Card title={title}>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          A CSV file from Excel or another system (comma or semicolon, UTF-8 or Windows-1252). {help}
        </Typography.Text>
        <Form layout="vertical">
          <Form.Item label="File">
            <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={choose} disabled={running}>
              <Button icon={<UploadOutlined />} loading={checking}>
                {file ? file.name : 'Choose CSV file'}
              </Button>
            </Upload>
          </Form.Item>
          {checked ? (
            <Form.Item label="Columns">
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
                  { title: 'Column in the file', dataIndex: 'name' },
                  {
                    title: 'Imported as',
                    dataIndex: 'field',
                    width: 220,
                    render: (field: string | null, column) => (
                      <Select
                        aria-label={`Imported as (${column.name})`}
                        style={{ width: '100%' }}
                        value={mapping[column.name] ?? field ?? IGNORE}
                        options={fieldOptionsOf(fields)}
                        onChange={(value: string) => remap(column.name, value)}
                        disabled={running}
                      />
                    ),
                  },
                  { title: 'First rows', dataIndex: 'sample', render: (sample: string[]) => sample.join(' · ') },
                ]}
              />
            </Form.Item>
          ) : null}
        </Form>
        {checked && !jobId && !imported ? (
          <>
            <Summary result={checked} done={false} />
            <RowErrors result={checked} fields={fields} />
            <Flex justify="end">
              <Button type="primary" disabled={checked.valid === 0} loading={starting || runningNow} onClick={confirmImport}>
                Import
              </Button>
            </Flex>
          </>
        ) : null}
        {jobId ? (
          <Progress
            aria-label="Import progress"
            percent={job?.state === 'completed' ? 100 : (job?.progress ?? 0)}
            status={job?.state === 'failed' ? 'exception' : running ? 'active' : 'success'}
          />
        ) : null}
        {job?.state === 'failed' ? <Alert type="error" showIcon title={job.error ?? IMPORT_MESSAGES.importFailed} /> : null}
        {(job?.result ?? imported) ? (
          <>
            <Summary result={(job?.result ?? imported)!} done />
            <RowErrors result={(job?.result ?? imported)!} fields={fields} />
          </>
        ) : null}
      </Flex>
    </Card>
  );
}
