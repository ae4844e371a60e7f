// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type AdjustmentView } from '@consign/contracts';
import AdjustmentSheet from '../src/features/adjustments/AdjustmentSheet';
import type { SheetEntry } from '../src/sheets/sheets.slice';
import { SELLER_ID, baseRoutes, expectOneSellerMessage, leaveSellerEmpty } from './backoffice-fixtures';

const A = MESSAGES.adjustments;
const entry: SheetEntry = { type: 'balance-adjustment', mode: 'create', params: { sellerId: SELLER_ID } };
const ADJUSTMENT: AdjustmentView = {
  id: 'adj-1',
  seller: { id: SELLER_ID, fullName: 'Kari Hansen' },
  amount: -250,
  details: A.presetStoreCreditsSpent,
  meta: { createdAt: '2026-11-20T10:00:00.000Z' },
};

function open() {
  const store = makeStaffStore([entry]);
  renderStaff(<AdjustmentSheet entry={entry} index={0} />, { store });
  return store;
}

async function choosePreset(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Details'));
  const options = await screen.findAllByText(label);
  fireEvent.click(options[options.length - 1]!);
}

describe('balance adjustment create (SPEC §5)', () => {
  test("'Store credits spent' with a positive amount says 'You are now increasing the balance'", async () => {
    serve(baseRoutes(100));
    open();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    expect(await screen.findByText(A.increasingBalance)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-50' } });
    await waitFor(() => expect(screen.queryByText(A.increasingBalance)).not.toBeInTheDocument());
    await choosePreset(A.presetGiftCard);
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    expect(screen.queryByText(A.increasingBalance)).not.toBeInTheDocument();
  });

  test("a seller left empty says 'Please select a seller' once, not 'Required' beside it, and nothing is sent", async () => {
    const server = serve(baseRoutes(100));
    const noSeller: SheetEntry = { type: 'balance-adjustment', mode: 'create' };
    renderStaff(<AdjustmentSheet entry={noSeller} index={0} />, { store: makeStaffStore([noSeller]) });
    await leaveSellerEmpty();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectOneSellerMessage();
    expect(server.find('POST', '/api/demo/balance-adjustments')).toHaveLength(0);
  });

  test('custom details are required and at most 400 characters; the amount is below 99999', async () => {
    const server = serve(baseRoutes(100));
    open();
    await choosePreset('Custom text');
    await screen.findByLabelText('Custom details');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(A.missingDetails)).toBeInTheDocument();
    expect(screen.getByText('Amount must be less than 99999')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Custom details'), { target: { value: 'x'.repeat(401) } });
    expect(await screen.findByText(A.detailsTooLong)).toBeInTheDocument();
    expect(server.find('POST', '/api/demo/balance-adjustments')).toHaveLength(0);
  });

  test("a balance going negative asks 'Negative Balance Warning' first, then sends allowNegative", async () => {
    const server = serve({
      ...baseRoutes(100),
      'POST /api/demo/balance-adjustments': { status: 201, body: { data: ADJUSTMENT } },
    });
    const store = open();
    await waitFor(() => expect(server.find('GET', `/api/demo/accounts/${SELLER_ID}`)).toHaveLength(1));
    expect(await screen.findByText(/Store credits now/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    // antd names the dialog by its title (aria) and shows it: the text is there at least once.
    expect(within(dialog).getAllByText(A.negativeBalanceTitle).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(A.negativeBalanceQuestion)).toBeInTheDocument();
    expect(server.find('POST', '/api/demo/balance-adjustments')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, adjust' }));

    expect(await screen.findByText(A.saved)).toBeInTheDocument();
    expect(server.find('POST', '/api/demo/balance-adjustments')[0]!.body).toEqual({
      seller: { id: SELLER_ID },
      amount: '-250',
      details: A.presetStoreCreditsSpent,
      allowNegative: true,
    });
    await waitFor(() => expect(store.getState().sheets.stack).toEqual([{ type: 'balance-adjustment', id: 'adj-1', mode: 'view' }]));
  });

  test("declining the warning sends nothing; a server refusal 'Failed to save adjustment' is told", async () => {
    const server = serve({ ...baseRoutes(100), 'POST /api/demo/balance-adjustments': { status: 500, body: {} } });
    open();
    expect(await screen.findByText(/Store credits now/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.find('POST', '/api/demo/balance-adjustments')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(A.failedToSave)).toBeInTheDocument();
  });

  test("'1 000,50' is read by contracts' money parser; errors fade after 4.5 s and leave the field marked invalid (SPEC §9)", async () => {
    const server = serve({ ...baseRoutes(100), 'POST /api/demo/balance-adjustments': { status: 201, body: { data: ADJUSTMENT } } });
    open();
    expect(await screen.findByText(/Store credits now/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.payouts.missingAmount)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(MESSAGES.payouts.missingAmount)).not.toBeInTheDocument(), { timeout: 7000 });
    const item = screen.getByLabelText('Amount').closest('.ant-form-item');
    expect(item).toHaveClass('ant-form-item-has-error');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '1 000,50' } });
    await waitFor(() => expect(item).not.toHaveClass('ant-form-item-has-error'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.find('POST', '/api/demo/balance-adjustments')).toHaveLength(1));
    expect(server.find('POST', '/api/demo/balance-adjustments')[0]!.body).toMatchObject({ amount: '1 000,50' });
  }, 30_000);

  test('the view shows seller, amount and details', async () => {
    serve({ ...baseRoutes(100), 'GET /api/demo/balance-adjustments': { body: { data: [ADJUSTMENT] } } });
    const view: SheetEntry = { type: 'balance-adjustment', id: 'adj-1', mode: 'view' };
    renderStaff(<AdjustmentSheet entry={view} index={0} />, { store: makeStaffStore([view]) });
    expect(await screen.findByText('Kari Hansen')).toBeInTheDocument();
    expect(screen.getByText(A.presetStoreCreditsSpent)).toBeInTheDocument();
    expect(screen.getByText(/[-−]NOK\s250\.00/)).toBeInTheDocument();
  });
});
