// The harness first: it puts fetch and the encoders in place before the app modules load.
import { renderStaff, serve, type Call } from './staff-harness';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerMinimal } from '@consign/contracts';
import { useState } from 'react';
import { Form } from '../src/components/Form';
import { SellerPicker } from '../src/components/SellerPicker';
import { SELLER_ID, SELLERS } from './backoffice-fixtures';

const KARI = SELLERS[0]!;
const KARI_OPTION = 'Kari Hansen (#00003)';
const OTHERS: SellerMinimal[] = [
  { id: 'a7a9d1c4-0000-4000-8000-000000000001', fullName: 'Ola Nordmann', accountNumberPadded: '00001' },
  { id: 'a7a9d1c4-0000-4000-8000-000000000002', fullName: 'Per Olsen', accountNumberPadded: '00002' },
];

/** GET /api/demo/sellers?minimal: all sellers without a query, the server's matches with one, or the ids asked for. */
function sellersRoute(call: Call) {
  const all = [...OTHERS, KARI];
  const ids = call.query.get('ids')?.split(',');
  if (ids) return { body: { data: all.filter((s) => ids.includes(s.id)) } };
  const query = call.query.get('query')?.toLowerCase();
  // Matched on name, number and what the option does not show, such as the e-mail (kari@demo.test).
  const known = (s: SellerMinimal) => `${s.fullName} ${s.accountNumberPadded} ${s === KARI ? 'kari@demo.test' : ''}`.toLowerCase();
  return { body: { data: query ? all.filter((s) => known(s).includes(query)) : all } };
}

/** The suggestions shown under the field (antd's own list; the role=option one is for screen readers). */
const suggestions = () => Array.from(document.querySelectorAll('.ant-select-item-option-content'), (o) => o.textContent);

/**
 * Enter as a browser sends it. user-event's keyboard leaves keyCode and which at 0 in jsdom, and antd's option
 * list reads `which`: its Enter would be ignored whatever the picker does.
 */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13, which: 13 });
}

/** Tab as a browser sends it (keyCode and which, as pressEnter's). */
function pressTab(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Tab', code: 'Tab', keyCode: 9, which: 9 });
  fireEvent.keyUp(input, { key: 'Tab', code: 'Tab', keyCode: 9, which: 9 });
}

/** The delivery form's use (issue 19 item 21): the seller held in the form's own state. */
function DeliveryFormPicker({ onChange }: { onChange: (id: string | undefined) => void }) {
  const [sellerId, setSellerId] = useState<string>();
  return (
    <Form layout="vertical">
      <Form.Item label="Seller" required>
        <SellerPicker
          value={sellerId}
          onChange={(id) => {
            setSellerId(id);
            onChange(id);
          }}
        />
      </Form.Item>
      <button type="button">Next field</button>
    </Form>
  );
}

/** The product and payout forms' use: the seller is a Form.Item's field. */
function FieldPicker({ onChange }: { onChange: (id: string | undefined) => void }) {
  return (
    <Form layout="vertical" onValuesChange={(changed: { sellerId?: string }) => 'sellerId' in changed && onChange(changed.sellerId)}>
      <Form.Item label="Seller" name="sellerId">
        <SellerPicker />
      </Form.Item>
      <button type="button">Next field</button>
    </Form>
  );
}

/** Renders `Picker` on the sellers route and opens its list, which then offers every seller. */
async function openPicker(Picker: typeof FieldPicker) {
  serve({ 'GET /api/demo/sellers': sellersRoute });
  const onChange = jest.fn();
  const user = userEvent.setup();
  renderStaff(<Picker onChange={onChange} />);
  const input = screen.getByRole('combobox', { name: 'Seller' });
  await user.click(input);
  await waitFor(() => expect(suggestions()).toEqual(['Ola Nordmann (#00001)', 'Per Olsen (#00002)', KARI_OPTION]));
  return { onChange, user, input };
}

describe('SellerPicker (SPEC §6, issue 19 item 21)', () => {
  test.each([
    ['the delivery form', DeliveryFormPicker],
    ['a form field', FieldPicker],
  ])('in %s: typing, then Enter on the only suggestion picks it, and blur keeps it', async (_where, Picker) => {
    const server = serve({ 'GET /api/demo/sellers': sellersRoute });
    const onChange = jest.fn();
    const user = userEvent.setup();
    renderStaff(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Seller' });

    await user.click(input);
    await user.type(input, 'kari');
    // The server was asked (debounced) and its only match is the one suggestion.
    await waitFor(() => expect(server.calls.some((c) => c.query.get('query') === 'kari')).toBe(true));
    await waitFor(() => expect(suggestions()).toEqual([KARI_OPTION]));

    pressEnter(input);
    expect(onChange).toHaveBeenLastCalledWith(SELLER_ID);
    expect(input).toHaveValue(KARI_OPTION);

    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(input).not.toHaveFocus();
    expect(input).toHaveValue(KARI_OPTION);
    expect(onChange).toHaveBeenLastCalledWith(SELLER_ID);
    expect(onChange).not.toHaveBeenCalledWith(undefined);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  test('Tab out of an empty picker whose list is open chooses nobody (the list would take its highlighted seller)', async () => {
    const { onChange, input } = await openPicker(FieldPicker);
    pressTab(input);
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
  });

  test("Enter pressed before the server answered what is typed takes the answer's suggestion, not one of the answer before", async () => {
    const { onChange, user, input } = await openPicker(DeliveryFormPicker);
    // A quick hand: Kari's account number, then Enter at once (the search waits 200 ms for the typing to stop).
    await user.type(input, '00003');
    pressEnter(input);
    // Whenever the answer comes, the seller taken is the one it suggests, never Ola (the first of the answer to '').
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls).toEqual([[SELLER_ID]]);
    expect(input).toHaveValue(KARI_OPTION);
    await user.tab();
    expect(input).toHaveValue(KARI_OPTION);
    expect(onChange.mock.calls).toEqual([[SELLER_ID]]);
  });

  test('a match on what the option does not show (the e-mail) is still the suggestion Enter picks', async () => {
    const { onChange, user, input } = await openPicker(DeliveryFormPicker);
    await user.type(input, 'kari@demo');
    await waitFor(() => expect(suggestions()).toEqual([KARI_OPTION]));
    pressEnter(input);
    expect(onChange).toHaveBeenLastCalledWith(SELLER_ID);

    await user.tab();
    expect(input).toHaveValue(KARI_OPTION);
    expect(onChange).not.toHaveBeenCalledWith(undefined);
  });
});
