// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, renderWithStore, seller, serve } from './portal-harness';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProfileCard } from '../src/features/portal/ProfileCard';

const patch = `/api/${ORG}/sellers`;

/** The form is a lazy chunk: it is there once its first field is. */
async function openEditor() {
  renderWithStore(<ProfileCard seller={seller({ bankAccountNumber: '12345678903' })} />);
  expect(screen.getByText('1234.56.78903')).toBeInTheDocument();
  expect(screen.getByText('+47 412 34 567')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  await screen.findByLabelText('First name');
}

test('the e-mail is shown but cannot be edited', async () => {
  serve({});
  await openEditor();
  expect(screen.getByLabelText('Email')).toBeDisabled();
  expect(screen.getByLabelText('Email')).toHaveValue('seller@demo.test');
});

test('first and last name need at least one character', async () => {
  const api = serve({});
  await openEditor();
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' ' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('Last name is required')).toBeInTheDocument();
  expect(api.find('PATCH', patch)).toHaveLength(0);
});

test('the bank account is unformatted on focus, formatted on blur only when valid, takes no letters, and must be valid when given', async () => {
  const api = serve({});
  await openEditor();
  const account = screen.getByLabelText('Bank account');
  expect(account).toHaveValue('1234.56.78903');
  fireEvent.focus(account);
  expect(account).toHaveValue('12345678903');
  fireEvent.change(account, { target: { value: '1234a5678b901' } });
  expect(account).toHaveValue('12345678901');
  fireEvent.blur(account);
  // Invalid: left as typed, not dressed up as a valid account number.
  expect(account).toHaveValue('12345678901');
  expect(await screen.findByText('Please enter a valid Norwegian bank account number (11 digits)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getAllByText('Please enter a valid Norwegian bank account number (11 digits)')).toHaveLength(1));
  expect(api.find('PATCH', patch)).toHaveLength(0);
});

test('a valid profile is saved without the e-mail; an empty bank account is sent as null and the phone normalized', async () => {
  const api = serve({ [`PATCH ${patch}`]: { body: { data: seller() } } });
  await openEditor();
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Sarah' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '98765432' } });
  fireEvent.blur(screen.getByLabelText('Phone'));
  expect(screen.getByLabelText('Phone')).toHaveValue('+47 987 65 432');
  fireEvent.change(screen.getByLabelText('Bank account'), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(api.find('PATCH', patch)).toHaveLength(1));
  expect(api.find('PATCH', patch)[0]!.body).toEqual({
    id: SELLER_ID,
    firstName: 'Sarah',
    lastName: 'Seller',
    phonenumber: '+4798765432',
    bankAccountNumber: null,
  });
  expect(await screen.findByText('Profile saved')).toBeInTheDocument();
});
