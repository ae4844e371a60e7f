import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SettingsPage } from './SettingsPage';

/** The settings area's pages, in the order of the settings menu; `key` names their texts (settings:pages.…). */
export const SETTINGS_PAGES = [
  { path: '/settings/organization', key: 'organization' },
  { path: '/settings/terms', key: 'terms' },
  { path: '/settings/consignment', key: 'consignment' },
  { path: '/settings/payouts', key: 'payouts' },
  { path: '/settings/seller-experience', key: 'sellerExperience' },
  { path: '/settings/emails', key: 'emails' },
  { path: '/settings/stores', key: 'stores' },
  { path: '/settings/integrations', key: 'integrations' },
  { path: '/settings/team', key: 'team' },
  { path: '/settings/labels', key: 'labels' },
  { path: '/settings/import-export', key: 'importExport' },
  { path: '/settings/billing', key: 'billing' },
] as const;

/** /settings: one card per settings page. */
export function SettingsOverviewPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('overview.title')} description={t('overview.description')}>
      <Row gutter={[16, 16]}>
        {SETTINGS_PAGES.map((page) => (
          <Col key={page.path} xs={24} md={12}>
            <Link to={page.path}>
              <Card hoverable size="small" title={t(`pages.${page.key}.title`)}>
                <Typography.Text type="secondary">{t(`pages.${page.key}.description`)}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </SettingsPage>
  );
}
