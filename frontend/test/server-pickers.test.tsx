// The harness first: it puts fetch and the encoders in place before the app modules load.
import { renderStaff, serve, type Call } from './staff-harness';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PRODUCT_PAGE_SIZE } from '@consign/contracts';
import { ProductsTab } from '../src/components/ProductsTab';
import { StorePicker } from '../src/components/StorePicker';
import { PICKER_PAGE } from '../src/components/use-server-search';

/** 40 stores; the server matches names containing what is typed. */
const STORES = Array.from({ length: 40 }, (_, i) => ({ id: `store-${i}`, name: i === 39 ? 'Newest Karl Johan' : `Store ${i}` }));

function storesRoute(call: Call) {
  const query = call.query.get('query')?.toLowerCase();
  const take = Number(call.query.get('take'));
  const matches = query ? STORES.filter((s) => s.name.toLowerCase().includes(query)) : STORES;
  return { body: { data: matches.slice(0, take), pagination: { count: matches.length } } };
}

const suggestions = () => Array.from(document.querySelectorAll('.ant-select-item-option-content'), (o) => o.textContent);

describe('pickers search on the server (issue 22)', () => {
  test('typing asks the server; without a query the first page is offered and says there are more', async () => {
    const server = serve({ 'GET /api/demo/stores': storesRoute });
    const user = userEvent.setup();
    renderStaff(<StorePicker allowEmpty />);
    const input = screen.getByRole('combobox', { name: 'Store' });
    await user.click(input);
    // The first page and one more, to know there are more; the list is virtual, so only its top is drawn.
    await waitFor(() => expect(suggestions().slice(0, 2)).toEqual(['Store 0', 'Store 1']));
    expect(server.calls.at(-1)!.query.get('take')).toBe(String(PICKER_PAGE + 1));
    expect(screen.getByText(`The first ${PICKER_PAGE} matches: type more to narrow`)).toBeInTheDocument();

    await user.type(input, 'newest');
    await waitFor(() => expect(server.calls.some((c) => c.query.get('query') === 'newest')).toBe(true));
    await waitFor(() => expect(suggestions()).toEqual(['Newest Karl Johan']));
    expect(screen.queryByText(/matches: type more/)).not.toBeInTheDocument();
  });

  test('a text no row matches says so, and the matches of the next text replace it', async () => {
    serve({ 'GET /api/demo/stores': storesRoute });
    const user = userEvent.setup();
    renderStaff(<StorePicker allowEmpty />);
    const input = screen.getByRole('combobox', { name: 'Store' });
    await user.click(input);
    await user.type(input, 'nowhere');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(suggestions()).toEqual([]);
    await user.clear(input);
    await user.type(input, 'newest');
    await waitFor(() => expect(suggestions()).toEqual(['Newest Karl Johan']));
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  });

  test('with a store chosen, a text no store matches says so instead of offering the chosen store; blur then clears it', async () => {
    serve({ 'GET /api/demo/stores': storesRoute, 'GET /api/demo/stores/store-39': { body: { data: STORES[39] } } });
    const chosen: (string | undefined)[] = [];
    function Chosen() {
      const [value, setValue] = useState<string | undefined>();
      return (
        <StorePicker
          allowEmpty
          value={value}
          onChange={(id) => {
            chosen.push(id);
            setValue(id);
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderStaff(<Chosen />);
    const input = screen.getByRole('combobox', { name: 'Store' });
    await user.click(input);
    await user.type(input, 'newest');
    await waitFor(() => expect(suggestions()).toEqual(['Newest Karl Johan']));
    await user.click(screen.getByText('Newest Karl Johan'));
    expect(chosen.at(-1)).toBe('store-39');

    await user.type(input, ' nowhere');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(suggestions()).toEqual([]);
    expect(input).toHaveValue('Newest Karl Johan nowhere');
    // Leaving the field with text that names no store leaves nothing chosen (SPEC §5).
    fireEvent.blur(input);
    await waitFor(() => expect(chosen.at(-1)).toBeUndefined());
  });

  test('while the answer to what is typed is on its way, no answer to older text is offered, nor one arriving late', async () => {
    serve({ 'GET /api/demo/stores': storesRoute });
    const served = globalThis.fetch;
    const held: Record<string, () => void> = {};
    // The answers to 'store' and 'newest' wait until the test lets them through.
    globalThis.fetch = (async (request: Request) => {
      const query = new URL(request.url).searchParams.get('query');
      if (query === 'store' || query === 'newest') await new Promise<void>((r) => (held[query] = r));
      return served(request);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderStaff(<StorePicker allowEmpty />);
    const input = screen.getByRole('combobox', { name: 'Store' });
    await user.click(input);
    await waitFor(() => expect(suggestions()[0]).toBe('Store 0'));
    await user.type(input, 'store');
    await waitFor(() => expect(held.store).toBeDefined());
    await user.clear(input);
    await user.type(input, 'newest');
    await waitFor(() => expect(held.newest).toBeDefined());
    // Neither the answer to '' nor anything else is offered for 'newest' yet.
    expect(suggestions()).toEqual([]);
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await act(async () => held.newest!());
    await waitFor(() => expect(suggestions()).toEqual(['Newest Karl Johan']));
    await act(async () => held.store!());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(suggestions()).toEqual(['Newest Karl Johan']);
  });

  test('typing on aborts the request for the text before; only the answer to what is typed now is offered', async () => {
    serve({ 'GET /api/demo/stores': storesRoute });
    const served = globalThis.fetch;
    const sent: Record<string, Request> = {};
    // The answer to 'store 1' never comes unless its request is let through; 'newest' is answered at once.
    globalThis.fetch = (async (request: Request) => {
      const query = new URL(request.url).searchParams.get('query');
      if (query) sent[query] = request;
      if (query === 'store 1') await new Promise<void>(() => undefined);
      return served(request);
    }) as typeof fetch;
    const user = userEvent.setup();
    renderStaff(<StorePicker allowEmpty />);
    const input = screen.getByRole('combobox', { name: 'Store' });
    await user.click(input);
    await user.type(input, 'store 1');
    await waitFor(() => expect(sent['store 1']).toBeDefined());
    expect(sent['store 1']!.signal.aborted).toBe(false);
    await user.clear(input);
    await user.type(input, 'newest');
    await waitFor(() => expect(sent.newest).toBeDefined());
    expect(sent['store 1']!.signal.aborted).toBe(true);
    expect(sent.newest!.signal.aborted).toBe(false);
    await waitFor(() => expect(suggestions()).toEqual(['Newest Karl Johan']));
  });
});

describe("the seller sheet's products tab pages on the server", () => {
  const product = (i: number) => ({
    id: `p-${i}`,
    sku: i,
    skuPadded: String(i).padStart(6, '0'),
    name: `Item ${i}`,
    status: 'active',
    price: 100,
    expiringAt: '2026-12-31T00:00:00.000Z',
    media: [],
    meta: {},
  });

  test('the next page and a status chip are asked of the server, with the count it gives', async () => {
    const server = serve({
      'GET /api/demo/products': (call: Call) => {
        const skip = Number(call.query.get('skip'));
        return { body: { data: [product(skip + 1)], pagination: { count: 120, countsByStatus: {} } } };
      },
    });
    renderStaff(<ProductsTab source={{ sellerId: 'seller-1' }} currency="NOK" onOpen={() => undefined} />);
    expect(await screen.findByText('Item 1')).toBeInTheDocument();
    const first = server.calls.at(-1)!;
    expect([first.query.get('sellerId'), first.query.get('take'), first.query.get('skip')]).toEqual([
      'seller-1',
      String(PRODUCT_PAGE_SIZE),
      '0',
    ]);

    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText(`Item ${PRODUCT_PAGE_SIZE + 1}`)).toBeInTheDocument();
    expect(server.calls.at(-1)!.query.get('skip')).toBe(String(PRODUCT_PAGE_SIZE));

    fireEvent.click(screen.getByText('sold'));
    await waitFor(() => expect(server.calls.at(-1)!.query.get('filters[status.in]')).toBe('sold'));
    expect(server.calls.at(-1)!.query.get('skip')).toBe('0');
  });
});
