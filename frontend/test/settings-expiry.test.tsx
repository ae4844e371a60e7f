// The harness first: it puts fetch and the encoders in place before the app modules load.
import { renderStaff, serve } from './staff-harness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, RULE_MESSAGES } from '@consign/contracts';
import { ConsignmentSettingsPage } from '../src/features/settings/ConsignmentSettingsPage';
import { ORGANIZATION } from './backoffice-fixtures';

const PATCH = 'PATCH /api/next/demo/organizations/consignment';
const WITH_SCHEDULE = {
  ...ORGANIZATION,
  expiry: { markdowns: [{ afterDays: 30, percent: 10 }], expiryAction: 'donate' as const, expiryNoticeDays: 5 },
};

test('the markdown schedule, expiry action and notice are shown and saved with the consignment section', async () => {
  const server = serve({ 'GET /api/demo/organizations': { body: { data: WITH_SCHEDULE } }, [PATCH]: { body: { data: WITH_SCHEDULE } } });
  renderStaff(<ConsignmentSettingsPage />);
  const schedule = await screen.findByRole('group', { name: 'Markdown schedule' });
  fireEvent.click(within(schedule).getByRole('button', { name: 'Add markdown step' }));
  fireEvent.change(screen.getByLabelText('Notice before expiry (days)'), { target: { value: '10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(MESSAGES.organization.consignmentUpdated)).toBeInTheDocument();
  expect(server.find('PATCH', '/api/next/demo/organizations/consignment')[0]!.body).toMatchObject({
    markdowns: [
      { afterDays: 30, percent: 10 },
      { afterDays: 60, percent: 20 },
    ],
    expiryAction: 'donate',
    expiryNoticeDays: 10,
  });
});

test('a schedule that does not increase is refused in the form with the contract’s words, and nothing is sent', async () => {
  const server = serve({ 'GET /api/demo/organizations': { body: { data: WITH_SCHEDULE } }, [PATCH]: { body: { data: WITH_SCHEDULE } } });
  renderStaff(<ConsignmentSettingsPage />);
  const schedule = await screen.findByRole('group', { name: 'Markdown schedule' });
  fireEvent.click(within(schedule).getByRole('button', { name: 'Add markdown step' }));
  fireEvent.change(screen.getByLabelText('Step 2: after (days)'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(RULE_MESSAGES.settings.markdownsIncreasing)).toBeInTheDocument();
  await waitFor(() => expect(server.find('PATCH', '/api/next/demo/organizations/consignment')).toHaveLength(0));
});

test('the sell-through of each category and its suggested schedule are shown read-only', async () => {
  serve({
    'GET /api/demo/organizations': { body: { data: WITH_SCHEDULE } },
    'GET /api/demo/insights/sell-through': {
      body: {
        data: [
          { category: 'Coat', sold: 6, forSale: 2, sellThrough: 0.75, medianDaysToSell: 10, suggestion: [{ afterDays: 20, percent: 10 }] },
          { category: null, sold: 2, forSale: 3, sellThrough: 0.4, medianDaysToSell: 25, suggestion: null },
        ],
      },
    },
  });
  renderStaff(<ConsignmentSettingsPage />);
  const coat = (await screen.findByText('Coat')).closest('tr')!;
  expect(within(coat).getByText('75 %')).toBeInTheDocument();
  expect(within(coat).getByText('10 % after 20 days')).toBeInTheDocument();
  const none = screen.getByText('No category').closest('tr')!;
  expect(within(none).getByText('Too few sales to suggest')).toBeInTheDocument();
});
