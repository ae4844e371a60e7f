import { Card, Col, Row, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SettingsPage } from './SettingsPage';

/** The settings area's pages, in the order of the settings menu. */
export const SETTINGS_PAGES: { path: string; title: string; description: string }[] = [
  { path: '/settings/organization', title: 'Organization', description: 'Name, brand, contact, legal information and currency.' },
  { path: '/settings/terms', title: 'Terms', description: 'The terms sellers accept; publish a new version.' },
  { path: '/settings/consignment', title: 'Consignment', description: 'Store credit or commission, split, expiry and fees.' },
  { path: '/settings/payouts', title: 'Payouts', description: 'Payout fees and the minimum payout.' },
  { path: '/settings/seller-experience', title: 'Seller experience', description: 'What sellers see in their portal.' },
  { path: '/settings/emails', title: 'E-mails', description: 'Which updates are e-mailed, the sender, the dev mailbox.' },
  { path: '/settings/stores', title: 'Stores', description: 'Stores, their addresses and delivery schedules.' },
  { path: '/settings/integrations', title: 'Integrations', description: 'Webhooks and their delivery logs.' },
  { path: '/settings/team', title: 'Team', description: 'Coworkers with access to the back office.' },
  { path: '/settings/labels', title: 'Labels', description: 'Label size and a test print.' },
  { path: '/settings/import-export', title: 'Import & export', description: 'Sellers from a spreadsheet; lists out as CSV.' },
  { path: '/settings/billing', title: 'Billing', description: 'Plan and billing contact.' },
];

/** /settings: one card per settings page. */
export function SettingsOverviewPage() {
  return (
    <SettingsPage title="Settings" description="Configure your organization.">
      <Row gutter={[16, 16]}>
        {SETTINGS_PAGES.map((page) => (
          <Col key={page.path} xs={24} md={12}>
            <Link to={page.path}>
              <Card hoverable size="small" title={page.title}>
                <Typography.Text type="secondary">{page.description}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </SettingsPage>
  );
}
