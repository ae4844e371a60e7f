import type { ImportJobView, ImportResult } from '@consign/contracts';
import { api } from '../../../api/api';

export type ImportKind = 'sellers' | 'products';

interface ImportArgs {
  kind: ImportKind;
  file: File;
  mapping: Record<string, string>;
}

const importBody = ({ file }: ImportArgs) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

const mappingParam = (mapping: Record<string, string>) => (Object.keys(mapping).length > 0 ? { mapping: JSON.stringify(mapping) } : {});

/** POST /api/{org}/imports/{kind}: the dry run answers at once; the import runs as a job the screen polls. */
export const importExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    dryRunImport: build.mutation<ImportResult, ImportArgs>({
      query: (args) => ({
        url: `/{org}/imports/${args.kind}`,
        method: 'POST',
        params: { dryRun: true, ...mappingParam(args.mapping) },
        body: importBody(args),
      }),
      transformResponse: (res: { data: ImportResult }) => res.data,
    }),
    startImport: build.mutation<ImportJobView, ImportArgs>({
      query: (args) => ({
        url: `/{org}/imports/${args.kind}`,
        method: 'POST',
        params: mappingParam(args.mapping),
        headers: { prefer: 'respond-async' },
        body: importBody(args),
      }),
      transformResponse: (res: { data: ImportJobView }) => res.data,
    }),
    importJob: build.query<ImportJobView, { kind: ImportKind; id: string }>({
      query: ({ kind, id }) => `/{org}/imports/${kind}/${id}`,
      transformResponse: (res: { data: ImportJobView }) => res.data,
    }),
  }),
});

export const { useDryRunImportMutation, useStartImportMutation, useImportJobQuery } = importExportApi;
