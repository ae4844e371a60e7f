// The harness first: it puts fetch and the encoders in place before the app modules load.
import { renderStaff, serve, type Call } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportJobView, ImportResult } from '@consign/contracts';
import { ImportCard } from '../src/features/settings/import-export/ImportCard';

// csv-stringify ships ESM only, which jest's CommonJS cannot load; the errors download is not what this test is about.
jest.mock('../src/features/settings/import-export/errors-csv', () => ({ download: jest.fn(), importErrorsCsv: jest.fn() }));

const PATH = '/api/demo/imports/products';
const RESULT: ImportResult = {
  rows: 2,
  valid: 2,
  invalid: [],
  created: 2,
  updated: 0,
  columns: [
    { name: 'Ekstern id', field: 'externalId' },
    { name: 'Navn', field: 'name' },
  ],
  preview: [
    ['A-1', 'Kjole'],
    ['A-2', 'Genser'],
  ],
};

/** The two rows RESULT describes, as a spreadsheet would give them. */
const productsFile = () => new File(['Ekstern id;Navn\nA-1;Kjole\nA-2;Genser\n'], 'products.csv', { type: 'text/csv' });

/** The route table reads bodies as JSON; the file goes as multipart, so its POST reaches it without one. */
function withoutUploadBodies() {
  const answer = globalThis.fetch;
  globalThis.fetch = ((request: Request) =>
    answer(request.method === 'POST' ? new Request(request.url, { method: 'POST', headers: request.headers }) : request)) as typeof fetch;
}

test('products import as sellers do: a dry run, then a job started with Prefer: respond-async whose progress is polled to its result', async () => {
  const polled: ImportJobView[] = [
    { id: 'job-1', state: 'active', progress: 50, result: null, error: null },
    { id: 'job-1', state: 'completed', progress: 100, result: RESULT, error: null },
  ];
  const server = serve({
    [`POST ${PATH}`]: (call: Call) =>
      call.query.get('dryRun') === 'true'
        ? { body: { data: RESULT } }
        : { status: 202, body: { data: { id: 'job-1', state: 'waiting', progress: 0, result: null, error: null } } },
    [`GET ${PATH}/job-1`]: () => ({ body: { data: polled.length > 1 ? polled.shift() : polled[0] } }),
  });
  withoutUploadBodies();
  const { container } = renderStaff(<ImportCard kind="products" />);
  const input = container.querySelector('input[type="file"]')!;
  fireEvent.change(input, {
    target: { files: [productsFile()] },
  });
  expect(await screen.findByText('2 rows: 2 can be imported (2 new, 0 changed).')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Import 2 products?').length).toBeGreaterThan(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

  expect(await screen.findByText('Imported: 2 created, 0 updated, 0 unchanged.', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('aria-valuenow', '100');
  const posts = server.find('POST', PATH);
  expect(posts.map((c) => [c.query.get('dryRun'), c.headers.get('prefer')])).toEqual([
    ['true', null],
    [null, 'respond-async'],
  ]);
  await waitFor(() => expect(server.find('GET', `${PATH}/job-1`).length).toBeGreaterThanOrEqual(2));
});

test('a second import of the same file is polled to its own result, however long its job waits', async () => {
  const UNCHANGED: ImportResult = { ...RESULT, created: 0 };
  const polls: Record<string, ImportJobView[]> = {
    'job-1': [{ id: 'job-1', state: 'completed', progress: 100, result: RESULT, error: null }],
    'job-2': [
      { id: 'job-2', state: 'waiting', progress: 0, result: null, error: null },
      { id: 'job-2', state: 'waiting', progress: 0, result: null, error: null },
      { id: 'job-2', state: 'active', progress: 0, result: null, error: null },
      { id: 'job-2', state: 'completed', progress: 100, result: UNCHANGED, error: null },
    ],
  };
  const started = ['job-1', 'job-2'];
  const next = (id: string) => ({ body: { data: polls[id]!.length > 1 ? polls[id]!.shift() : polls[id]![0] } });
  serve({
    [`POST ${PATH}`]: (call: Call) =>
      call.query.get('dryRun') === 'true'
        ? { body: { data: started.length === 2 ? RESULT : UNCHANGED } }
        : { status: 202, body: { data: { id: started.shift(), state: 'waiting', progress: 0, result: null, error: null } } },
    [`GET ${PATH}/job-1`]: () => next('job-1'),
    [`GET ${PATH}/job-2`]: () => next('job-2'),
  });
  withoutUploadBodies();
  const { container } = renderStaff(<ImportCard kind="products" />);
  for (const [dry, done] of [
    ['2 rows: 2 can be imported (2 new, 0 changed).', 'Imported: 2 created, 0 updated, 0 unchanged.'],
    ['2 rows: 2 can be imported (0 new, 0 changed).', 'Imported: 0 created, 0 updated, 2 unchanged.'],
  ] as const) {
    // The upload gives its input a new key after each file, so it is found again each round.
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [productsFile()] } });
    expect(await screen.findByText(dry)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(done, undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
});
