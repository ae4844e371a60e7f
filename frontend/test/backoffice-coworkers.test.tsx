// The harness first: it puts fetch and the encoders in place before the app modules load.
import { makeStaffStore, renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type CoworkerView } from '@consign/contracts';
import CoworkerSheet from '../src/features/coworkers/CoworkerSheet';
import { TeamSettingsPage } from '../src/features/settings/TeamSettingsPage';
import { useSelector } from 'react-redux';
import type { SheetEntry, SheetsState } from '../src/sheets/sheets.slice';

const C = MESSAGES.coworkers;
const COWORKER: CoworkerView = {
  id: 'cw-1',
  firstName: 'Ola',
  lastName: 'Nordmann',
  name: 'Ola Nordmann',
  email: 'ola@demo.test',
  phone: '+4741234567',
  org: { slug: 'demo', name: 'Demo' },
  meta: { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' },
};
const create: SheetEntry = { type: 'coworker', mode: 'create' };

/** The coworker sheet of the stack's top entry, so mode switches re-render it as the sheet host does. */
function TopSheet() {
  const entry = useSelector((state: { sheets: SheetsState }) => state.sheets.stack.at(-1));
  return entry ? <CoworkerSheet entry={entry} index={0} /> : null;
}

function openCreate() {
  const store = makeStaffStore([create]);
  renderStaff(<CoworkerSheet entry={create} index={0} />, { store });
  return store;
}

function fill() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ola' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nordmann' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ola@demo.test' } });
  fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '412 34 567' } });
}

describe('coworker sheet (SPEC §5 Coworker, §8)', () => {
  test('names, a valid email and a phone are required, with the SPEC texts', async () => {
    serve({});
    openCreate();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create coworker' }));
    expect(await screen.findByText(MESSAGES.sellers.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.sellers.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(C.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(C.phoneRequired)).toBeInTheDocument();
  });

  test.each([
    ['coworker_in_other_org', 'This user is already a coworker somewhere else, use their personal email instead.'],
    ['user_already_exists', 'They already have an account here.'],
    ['unknown_error', 'An unexpected error occurred. Please try again.'],
    ['some_new_code', 'some_new_code'],
  ])('create error code %s is shown as %j', async (code, text) => {
    serve({ 'POST /api/demo/coworkers': { status: 409, body: { message: 'Conflict', code } } });
    openCreate();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create coworker' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test("create sends the normalised phone, says 'Coworker created successfully' and shows the new coworker", async () => {
    const server = serve({
      'POST /api/demo/coworkers': { status: 201, body: { data: COWORKER } },
      'GET /api/demo/coworkers/cw-1': { body: { data: COWORKER } },
    });
    const store = openCreate();
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Create coworker' }));
    expect(await screen.findByText(C.created)).toBeInTheDocument();
    expect(server.find('POST', '/api/demo/coworkers')[0]!.body).toEqual({
      firstName: 'Ola',
      lastName: 'Nordmann',
      email: 'ola@demo.test',
      phone: '+4741234567',
    });
    await waitFor(() => expect(store.getState().sheets.stack).toEqual([{ type: 'coworker', id: 'cw-1', mode: 'view' }]));
  });

  test("view → Edit → Save: 'Coworker updated successfully'; a failed update says 'Failed to update coworker'", async () => {
    let fail = true;
    const server = serve({
      'GET /api/demo/coworkers/cw-1': { body: { data: COWORKER } },
      'PATCH /api/demo/coworkers/cw-1': () => (fail ? { status: 500, body: {} } : { body: { data: { ...COWORKER, firstName: 'Kari' } } }),
    });
    const entry: SheetEntry = { type: 'coworker', id: 'cw-1', mode: 'view' };
    const store = makeStaffStore([entry]);
    renderStaff(<TopSheet />, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(store.getState().sheets.stack[0]!.mode).toBe('edit'));
    fireEvent.change(await screen.findByLabelText('First name'), { target: { value: 'Kari' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(C.failedToUpdate)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(C.updated)).toBeInTheDocument();
    expect(server.find('PATCH', '/api/demo/coworkers/cw-1')[1]!.body).toMatchObject({ firstName: 'Kari' });
    await waitFor(() => expect(store.getState().sheets.stack[0]!.mode).toBe('view'));
  });

  test("menu Delete asks first, then 'Coworker deleted successfully' and the sheet closes", async () => {
    const server = serve({
      'GET /api/demo/coworkers/cw-1': { body: { data: COWORKER } },
      'DELETE /api/demo/coworkers/cw-1': { status: 204 },
    });
    const entry: SheetEntry = { type: 'coworker', id: 'cw-1', mode: 'view' };
    const store = makeStaffStore([entry]);
    renderStaff(<CoworkerSheet entry={entry} index={0} />, { store });
    fireEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    fireEvent.click(await screen.findByText('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(server.find('DELETE', '/api/demo/coworkers/cw-1')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(C.deleted)).toBeInTheDocument();
    await waitFor(() => expect(store.getState().sheets.stack).toEqual([]));
  });

  test('/settings/team lists the coworkers and opens their sheets', async () => {
    serve({ 'GET /api/demo/coworkers': { body: { data: [COWORKER] } } });
    const store = makeStaffStore();
    renderStaff(<TeamSettingsPage />, { store });
    fireEvent.click(await screen.findByText('Ola Nordmann'));
    expect(store.getState().sheets.stack).toEqual([{ type: 'coworker', id: 'cw-1', mode: 'view' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add coworker' }));
    expect(store.getState().sheets.stack[1]).toEqual({ type: 'coworker', mode: 'create' });
  });
});
