// First: the harness puts fetch and web streams in place before the app's modules load.
import { ORG, SELLER_ID, renderWithStore, serve } from './portal-harness';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm } from '../src/features/deliveries/booking';
import { freezeDateAt } from './frozen-date';

// A booking by keyboard only (WAI-ARIA grid and date picker patterns): one Tab stop per grid, arrows between
// the days and slots that can be picked, Enter to choose.

const base = `/api/${ORG}/deliveries`;
const STORE = 'a0000000-0000-4000-8000-000000000001';
// 10:00, 11:00, 12:00 / 13:00 in Paris.
const slots = ['2026-11-27T09:00:00.000Z', '2026-11-27T10:00:00.000Z', '2026-11-27T11:00:00.000Z', '2026-11-27T12:00:00.000Z'];

// Monday 23 November 2026 in Paris; only Date is frozen, timers run.
freezeDateAt('2026-11-23T10:00:00.000Z');

function routes() {
  return serve({
    [`GET /api/${ORG}/stores`]: { body: { data: [{ id: STORE, name: 'Grünerløkka' }] } },
    [`GET ${base}/${STORE}/dates`]: {
      body: {
        datesInfo: [
          { date: '2026-11-24', status: 'available' },
          { date: '2026-11-25', status: 'excluded' },
          { date: '2026-11-26', status: 'other' },
          { date: '2026-11-27', status: 'available' },
          { date: '2026-12-01', status: 'available' },
        ],
        scheduleEndDate: '2026-12-31',
      },
    },
    [`GET ${base}/${STORE}/slots/2026-11-27`]: { body: slots.map((from) => ({ from })) },
    [`POST ${base}`]: { status: 201, body: { delivery: { id: 'd-1' } } },
    [`PATCH ${base}`]: { body: { delivery: { id: 'd-1' } } },
  });
}

const focused = () => document.activeElement as HTMLElement;
const cellOf = (element: HTMLElement) => element.closest('[role="gridcell"]');

async function renderForm(onDone = jest.fn()) {
  const api = routes();
  renderWithStore(<BookingForm sellerId={SELLER_ID} defaultStoreId={STORE} onDone={onDone} onClose={() => undefined} />);
  const grid = await screen.findByRole('grid', { name: 'Delivery dates' });
  return { api, grid, user: userEvent.setup() };
}

test('the calendar is one Tab stop; arrows and pages move between the days that can be picked', async () => {
  const { grid, user } = await renderForm();
  expect(within(grid).getAllByRole('row')[0]).toContainElement(within(grid).getAllByRole('columnheader')[0]!);
  // Past, excluded and full days are announced as unavailable and stay out of the way.
  expect(cellOf(screen.getByRole('button', { name: '25 November 2026, no deliveries this day' }))).toHaveAttribute('aria-disabled', 'true');

  screen.getByRole('button', { name: 'Next month' }).focus();
  await user.tab();
  expect(focused()).toHaveAccessibleName('24 November 2026');
  expect(
    within(grid)
      .getAllByRole('button')
      .filter((day) => day.tabIndex === 0),
  ).toEqual([focused()]);

  await user.keyboard('{ArrowRight}');
  expect(focused()).toHaveAccessibleName('27 November 2026');
  await user.keyboard('{Home}');
  expect(focused()).toHaveAccessibleName('24 November 2026');
  await user.keyboard('{End}');
  expect(focused()).toHaveAccessibleName('27 November 2026');
  // Friday 4 December cannot be picked, nor any Friday after it.
  await user.keyboard('{ArrowDown}');
  expect(focused()).toHaveAccessibleName('27 November 2026');
  // Down a week from Tuesday the 24th reaches December, which the calendar then shows.
  await user.keyboard('{Home}{ArrowDown}');
  expect(focused()).toHaveAccessibleName('1 December 2026');
  expect(screen.getByText('December 2026')).toBeInTheDocument();
  await user.keyboard('{PageUp}');
  expect(focused()).toHaveAccessibleName('24 November 2026');
  expect(screen.getByText('November 2026')).toBeInTheDocument();
  await user.keyboard('{PageDown}');
  expect(focused()).toHaveAccessibleName('1 December 2026');
  await user.keyboard('{ArrowLeft}');
  expect(focused()).toHaveAccessibleName('27 November 2026');

  // Tab leaves the grid (nothing chosen yet, so to Close); Shift+Tab comes back to the day it left.
  await user.tab();
  expect(focused()).toHaveAccessibleName('Close');
  await user.tab({ shift: true });
  expect(focused()).toHaveAccessibleName('27 November 2026');
  expect(
    within(grid)
      .getAllByRole('button')
      .filter((day) => day.tabIndex === 0),
  ).toEqual([focused()]);
});

test('Tab in, arrows to a day and a slot, Enter chooses each, and Schedule confirms the slot chosen', async () => {
  const onDone = jest.fn();
  const { api, grid, user } = await renderForm(onDone);
  screen.getByRole('button', { name: 'Next month' }).focus();
  await user.tab();
  await user.keyboard('{ArrowRight}{Enter}');
  expect(cellOf(focused())).toHaveAttribute('aria-selected', 'true');
  expect(within(grid).getAllByRole('gridcell', { selected: true })).toHaveLength(1);

  const times = await screen.findByRole('grid', { name: 'Time slots on 27 November 2026' });
  expect(
    within(times)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['10:0011:0012:00', '13:00']);
  await user.tab();
  expect(focused()).toHaveTextContent('10:00');
  await user.keyboard('{ArrowDown}');
  expect(focused()).toHaveTextContent('13:00');
  await user.keyboard('{ArrowUp}{End}');
  expect(focused()).toHaveTextContent('12:00');

  // The reservation is held open: meanwhile the slots say they are busy but stay enabled, since a browser
  // takes the focus off a button that becomes disabled.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  const reply = globalThis.fetch;
  globalThis.fetch = (async (request: Request) => {
    if (request.method === 'POST') await held;
    return reply(request);
  }) as typeof fetch;
  await user.keyboard('{Enter}');
  await waitFor(() => expect(focused()).toHaveAttribute('aria-disabled', 'true'));
  expect(focused()).toHaveTextContent('12:00');
  expect(focused()).toBeEnabled();
  answer();

  await waitFor(() => expect(api.find('POST', base)).toHaveLength(1));
  expect(api.find('POST', base)[0]!.body).toEqual({ seller: { id: SELLER_ID }, store: { id: STORE }, at: slots[2], status: 'pending' });
  await waitFor(() => expect(focused()).toHaveAttribute('aria-pressed', 'true'));
  expect(focused()).toHaveTextContent('12:00');
  expect(focused()).not.toHaveAttribute('aria-disabled');
  expect(cellOf(focused())).toHaveAttribute('aria-selected', 'true');

  await user.tab();
  expect(focused()).toHaveAccessibleName('Close');
  await user.tab();
  expect(focused()).toHaveAccessibleName('Schedule');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(api.find('PATCH', base).at(-1)!.body).toEqual({ id: 'd-1', status: 'confirmed', seller_id: SELLER_ID, store_id: STORE });
});
