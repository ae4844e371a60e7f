// The harness first: it puts fetch and the encoders in place before the app modules load.
import { SELLER, makeStaffStore, renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SellersPage from '../src/features/sellers/SellersPage';
import { SellerForm } from '../src/features/sellers/SellerForm';
import { SellerNotes } from '../src/features/sellers/SellerNotes';

describe('seller create form (SPEC §5)', () => {
  test('says what is missing, with the SPEC texts, and the texts leave the labels after 4.5 s', async () => {
    serve({});
    renderStaff(<SellerForm />, { store: makeStaffStore([{ type: 'seller', mode: 'create' }]) });
    fireEvent.click(screen.getByRole('button', { name: 'Create seller' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    // Each field's text leaves 4.5 s after it appeared; an async rule (the phone) may appear a little later.
    await waitFor(
      () => {
        expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
        expect(screen.queryByText('Phone number is required')).not.toBeInTheDocument();
      },
      { timeout: 6000 },
    );
  }, 10_000);

  test('normalises the phone on blur; formats the bank account on blur and unformats it on focus', async () => {
    serve({});
    renderStaff(<SellerForm />);
    const phone = screen.getByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '412 34 567' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(phone).toHaveValue('+47 412 34 567'));

    const bank = screen.getByLabelText('Bank account number');
    fireEvent.change(bank, { target: { value: '12345678903' } });
    fireEvent.blur(bank);
    await waitFor(() => expect(bank).toHaveValue('1234.56.78903'));
    fireEvent.focus(bank);
    await waitFor(() => expect(bank).toHaveValue('12345678903'));
  });

  test('an invalid bank account is refused with the SPEC text', async () => {
    serve({});
    renderStaff(<SellerForm />);
    fireEvent.change(screen.getByLabelText('Bank account number'), { target: { value: '12345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create seller' }));
    expect(await screen.findByText('Please enter a valid Norwegian bank account number (11 digits)')).toBeInTheDocument();
  });

  test('a create error code is shown as its text', async () => {
    const api = serve({
      'POST /api/demo/sellers': { status: 409, body: { message: 'They already have an account here.', code: 'user_already_exists' } },
    });
    renderStaff(<SellerForm />);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@demo.test' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '41234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create seller' }));
    expect((await screen.findAllByText('They already have an account here.')).length).toBeGreaterThan(0);
    expect(api.find('POST', '/api/demo/sellers')[0]!.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@demo.test',
      phoneNumber: '+4741234567',
    });
  });

  test('edit: phone and bank account are optional, names and e-mail still required', async () => {
    const api = serve({ 'PATCH /api/demo/sellers': { body: { data: SELLER } } });
    renderStaff(<SellerForm seller={{ ...SELLER, phonenumber: null }} />, {
      store: makeStaffStore([{ type: 'seller', id: SELLER.id, mode: 'edit' }]),
    });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Karin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.find('PATCH', '/api/demo/sellers')).toHaveLength(1));
    expect(api.find('PATCH', '/api/demo/sellers')[0]!.body).toEqual({
      id: SELLER.id,
      firstName: 'Karin',
      lastName: 'Hansen',
      email: 'kari@demo.test',
      phonenumber: null,
      bankAccountNumber: null,
    });
  });
});

describe('seller notes (SPEC §2, §9)', () => {
  test("autosaves 800 ms after typing and says 'Saved'", async () => {
    // Timed by the clock rather than by sleeping: on a loaded machine a sleep can oversleep the debounce.
    let postedAt = 0;
    const api = serve({
      'GET /api/seller-notes': { body: { data: { sellerId: SELLER.id, note: 'Old note', updatedAt: null } } },
      'POST /api/seller-notes': (call) => {
        postedAt = Date.now();
        return { body: { data: { ...(call.body as object), updatedAt: new Date().toISOString() } } };
      },
    });
    renderStaff(<SellerNotes sellerId={SELLER.id} />);
    const note = await screen.findByLabelText('Note');
    expect(note).toHaveValue('Old note');
    fireEvent.change(note, { target: { value: 'Old note, new line' } });
    // Taken before the last keystroke: the render after it can itself take hundreds of ms in jsdom.
    const typedAt = Date.now();
    fireEvent.change(note, { target: { value: 'Old note, new lines' } });
    expect(await screen.findByText('Saved', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(postedAt - typedAt).toBeGreaterThanOrEqual(790);
    expect(api.find('POST', '/api/seller-notes').map((c) => c.body)).toEqual([{ sellerId: SELLER.id, note: 'Old note, new lines' }]);
  });
  test.each([
    ['the sheet closes (unmount)', (unmount: () => void) => unmount()],
    ['the tab closes (beforeunload)', () => void window.dispatchEvent(new Event('beforeunload', { cancelable: true }))],
  ])('text typed less than 800 ms before %s is saved at once', async (_way, leave) => {
    const api = serve({
      'GET /api/seller-notes': { body: { data: { sellerId: SELLER.id, note: '', updatedAt: null } } },
      'POST /api/seller-notes': (call) => ({ body: { data: { ...(call.body as object), updatedAt: new Date().toISOString() } } }),
    });
    const { unmount } = renderStaff(<SellerNotes sellerId={SELLER.id} />);
    fireEvent.change(await screen.findByLabelText('Note'), { target: { value: 'Prefers cash' } });
    leave(unmount);
    await waitFor(() => expect(api.find('POST', '/api/seller-notes')).toHaveLength(1), { timeout: 700 });
    expect(api.find('POST', '/api/seller-notes')[0]!.body).toEqual({ sellerId: SELLER.id, note: 'Prefers cash' });
    // Sent once: the autosave timer was dropped with the flush.
    await new Promise((r) => setTimeout(r, 1000));
    expect(api.find('POST', '/api/seller-notes')).toHaveLength(1);
  });
});

describe('seller deletion (SPEC §4, §8)', () => {
  test("is optimistic and rolls back with 'Failed to delete seller: {message}'", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    serve({
      'GET /api/demo/sellers': { body: { data: [SELLER], pagination: { count: 1 } } },
      'DELETE /api/demo/sellers': { status: 500, body: { message: 'Database is down' } },
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: Request) => {
      if (input.method === 'DELETE') await held;
      return realFetch(input);
    }) as typeof fetch;
    renderStaff(<SellersPage />);
    expect(await screen.findByText('Kari Hansen')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Kari Hansen' }));
    fireEvent.click(await screen.findByText('Delete'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Kari Hansen')).not.toBeInTheDocument());
    release();
    expect(await screen.findByText('Failed to delete seller: Database is down')).toBeInTheDocument();
    expect(await screen.findByText('Kari Hansen')).toBeInTheDocument();
  });

  test("an answer saying 'already deleted' counts as deleted", async () => {
    serve({
      'GET /api/demo/sellers': { body: { data: [SELLER], pagination: { count: 1 } } },
      'DELETE /api/demo/sellers': { status: 409, body: { message: 'Seller is already deleted', code: 'already_deleted' } },
    });
    renderStaff(<SellersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Kari Hansen' }));
    fireEvent.click(await screen.findByText('Delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Seller deleted successfully')).toBeInTheDocument();
  });
});
