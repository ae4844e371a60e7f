import { fireEvent, render, screen } from '@testing-library/react';
import { NumberInput } from '../src/components/NumberInput';
import { applyLanguage } from '../src/i18n';

afterEach(() => applyLanguage('en'));

test('a number is written with the decimal mark of the language: 31,75 in Norwegian, 31.75 in English', () => {
  applyLanguage('nb');
  const norwegian = render(<NumberInput aria-label="Width" value={31.75} />);
  expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveValue('31,75');
  norwegian.unmount();
  applyLanguage('en');
  render(<NumberInput aria-label="Width" value={31.75} />);
  expect(screen.getByRole('spinbutton', { name: 'Width' })).toHaveValue('31.75');
});

test('a Norwegian typing 57,15 means 57.15', () => {
  applyLanguage('nb');
  const changed = jest.fn();
  render(<NumberInput aria-label="Height" onChange={changed} />);
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Height' }), { target: { value: '57,15' } });
  expect(changed).toHaveBeenLastCalledWith(57.15);
});
