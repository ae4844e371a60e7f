import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CopyField } from '../src/components/CopyField';
import { MoneyInput } from '../src/components/MoneyInput';
import { SearchableSelect, type DropdownOption } from '../src/components/SearchableSelect';
import { StatusTag } from '../src/components/StatusTag';

const brands: DropdownOption[] = [
  { id: '1', name: 'Acne Studios', slug: 'acne-studios' },
  { id: '2', name: 'Ganni', slug: 'ganni' },
];

function Harness(props: { allowCustom?: boolean; allowEmpty?: boolean; onValue: (v: DropdownOption | null) => void }) {
  const [value, setValue] = useState<DropdownOption | null>(null);
  return (
    <SearchableSelect
      aria-label="Brand"
      options={brands}
      value={value}
      allowCustom={props.allowCustom}
      allowEmpty={props.allowEmpty}
      onChange={(v) => {
        setValue(v);
        props.onValue(v);
      }}
    />
  );
}

describe('SearchableSelect', () => {
  test("an empty field shows 'Required' when neither free text nor empty is allowed", async () => {
    render(<Harness allowEmpty={false} onValue={() => undefined} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  test('blur selects the option matching the typed text, whatever its case', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'gAnNi' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenLastCalledWith(brands[1]);
    expect(input).toHaveValue('Ganni');
  });

  test("free text becomes a custom option (slug 'custom') when allowed; when not, nothing is selected and the text stays to be corrected", async () => {
    const custom = jest.fn();
    const { unmount } = render(<Harness allowCustom onValue={custom} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Own label' } });
    fireEvent.blur(screen.getByRole('combobox'));
    expect(custom).toHaveBeenLastCalledWith({ name: 'Own label', slug: 'custom' });
    unmount();

    const strict = jest.fn();
    render(<Harness onValue={strict} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Own label' } });
    fireEvent.blur(screen.getByRole('combobox'));
    expect(screen.getByRole('combobox')).toHaveValue('Own label');
    expect(strict).not.toHaveBeenCalledWith(expect.objectContaining({ name: 'Own label' }));
  });

  test('Enter picks the only suggestion, and blur afterwards keeps it', async () => {
    const onValue = jest.fn();
    render(<Harness allowEmpty={false} onValue={onValue} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'acne' } });
    expect(await screen.findByRole('option', { name: 'Acne Studios' })).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onValue).toHaveBeenLastCalledWith(brands[0]);
    fireEvent.blur(input);
    expect(input).toHaveValue('Acne Studios');
    expect(onValue).toHaveBeenLastCalledWith(brands[0]);
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  test('Enter picks the highlighted suggestion among several: the first one unless the arrows moved', async () => {
    const onValue = jest.fn();
    render(<Harness allowEmpty={false} onValue={onValue} />);
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'n' } });
    await screen.findByRole('option', { name: 'Ganni' });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(brands).toContainEqual(onValue.mock.calls[0][0]);
    expect(input).toHaveValue(onValue.mock.calls[0][0].name);
  });

  test('blur selects the option one of whose keywords is typed (a seller by account number)', () => {
    const onChange = jest.fn();
    const sellers = [{ id: 's1', name: 'Kari Hansen (#00003)', keywords: ['00003', 'Kari Hansen'] }];
    render(<SearchableSelect aria-label="Seller" options={sellers} allowEmpty={false} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'kari hansen' } });
    fireEvent.blur(screen.getByRole('combobox'));
    expect(onChange).toHaveBeenLastCalledWith(sellers[0]);
  });

  test("'Required' fades after 4.5 s (SPEC §9) while the field stays marked invalid", async () => {
    render(<Harness allowEmpty={false} onValue={() => undefined} />);
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.blur(input);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 4700)));
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(input.closest('.ant-select')).toHaveClass('ant-select-status-error');
  }, 15_000);
});

describe('CopyField', () => {
  test("copies on click and says 'Copied' for 2 s", async () => {
    jest.useFakeTimers();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<CopyField label="phone" value="+4741234567" display="+47 412 34 567" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy phone' }));
    });
    expect(writeText).toHaveBeenCalledWith('+4741234567');
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByText('Copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('MoneyInput', () => {
  test('accepts digits with a comma or period decimal and reports major units', async () => {
    const onChange = jest.fn();
    render(<MoneyInput aria-label="Amount" currency="NOK" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Amount'), '12a,5');
    expect(screen.getByLabelText('Amount')).toHaveValue('12,5');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
  });
});

describe('StatusTag', () => {
  test('labels the status and marks it for its colour', () => {
    render(<StatusTag status="pick-up" />);
    expect(screen.getByText('Pick-up')).toHaveAttribute('data-status', 'pick-up');
  });
});
