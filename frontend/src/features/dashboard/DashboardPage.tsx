import { parisToday } from '@consign/contracts';
import { Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOrganizationQuery } from '../../api/organization.api';
import { useListProductsQuery } from '../../api/products.api';
import { formatMajor, formatParisDateTime, formatQuantity } from '../../components/format';
import { Rows } from '../../components/Rows';
import { useSheets } from '../../sheets/use-sheets';
import { useGetLedgerSummaryQuery, useListDeliveriesOnQuery } from './dashboard.api';

/** Monday 00:00 of the current week (the week starts Monday, SPEC §9). */
export function startOfWeek(now = new Date()): Date {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

function Tile({
  title,
  value,
  loading,
  failed,
  hint,
}: {
  title: string;
  value: ReactNode;
  loading: boolean;
  failed: boolean;
  hint?: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Card size="small" style={{ height: '100%' }}>
      {failed ? (
        <Flex vertical>
          <Typography.Text type="secondary">{title}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginTop: 8 }}>
            {t('notAvailable')}
          </Typography.Text>
        </Flex>
      ) : (
        <Statistic title={title} value={loading ? ' ' : (value as string)} loading={loading} />
      )}
      {hint && !failed ? <Typography.Text type="secondary">{hint}</Typography.Text> : null}
    </Card>
  );
}

/** /dashboard: what a shop manager opens the app for. Each number stands alone: one missing service only blanks its tile. */
export default function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'messages']);
  const sheets = useSheets();
  const organization = useGetOrganizationQuery();
  const currency = organization.data?.currency ?? 'NOK';
  const active = useListProductsQuery({ statuses: ['active'], take: 1, skip: 0 });
  // Counted on the server: the products sold since Monday, however many (one row read, for its count).
  const sold = useListProductsQuery({ statuses: ['sold'], soldFrom: startOfWeek().toISOString(), take: 1, skip: 0 });
  const summary = useGetLedgerSummaryQuery();
  const today = useListDeliveriesOnQuery(parisToday());
  const soldThisWeek = sold.data?.pagination.count ?? 0;
  const deliveries = (today.data ?? [])
    .filter((d) => d.status !== 'cancelled' && !d.deleted)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('title')}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={8} xl={4}>
          <Tile
            title={t('tiles.activeProducts')}
            value={formatQuantity(active.data?.pagination.count ?? 0)}
            loading={active.isLoading}
            failed={Boolean(active.error)}
          />
        </Col>
        <Col xs={24} sm={12} lg={8} xl={5}>
          <Tile
            title={t('tiles.soldThisWeek')}
            value={formatQuantity(soldThisWeek)}
            loading={sold.isLoading}
            failed={Boolean(sold.error)}
          />
        </Col>
        <Col xs={24} sm={12} lg={8} xl={5}>
          <Tile
            title={organization.data?.config.storeCredit === 'commission' ? t('tiles.commissionOwed') : t('tiles.storeCreditsOwed')}
            value={formatMajor(summary.data?.creditsOwed ?? 0, summary.data?.currency ?? currency)}
            loading={summary.isLoading}
            failed={Boolean(summary.error)}
          />
        </Col>
        <Col xs={24} sm={12} lg={12} xl={5}>
          <Tile
            title={t('tiles.pendingPayouts')}
            value={formatQuantity(summary.data?.pendingPayouts.count ?? 0)}
            hint={summary.data ? formatMajor(summary.data.pendingPayouts.amount, summary.data.currency) : undefined}
            loading={summary.isLoading}
            failed={Boolean(summary.error)}
          />
        </Col>
        <Col xs={24} sm={24} lg={12} xl={5}>
          <Tile
            title={t('tiles.todaysDeliveries')}
            value={formatQuantity(deliveries.length)}
            loading={today.isLoading}
            failed={Boolean(today.error)}
          />
        </Col>
      </Row>
      <Card title={t('deliveries.title')} size="small">
        {today.error ? (
          <Typography.Text type="secondary">{t('deliveries.unavailable')}</Typography.Text>
        ) : (
          <Rows
            label={t('deliveries.title')}
            loading={today.isLoading}
            items={deliveries}
            rowKey={(d) => d.id}
            empty={t('messages:empty.noDeliveries')}
            onOpen={(d) => sheets.open({ type: 'delivery', id: d.id, mode: 'view' })}
            render={(d) => (
              <Flex justify="space-between" align="center" gap={8}>
                <Flex vertical>
                  <Typography.Text strong>{d.seller.name}</Typography.Text>
                  <Typography.Text type="secondary">{`${formatParisDateTime(d.at)} · ${d.store.name}`}</Typography.Text>
                </Flex>
                <Typography.Text type="secondary">{t(`deliveryStatus.${d.status}`)}</Typography.Text>
              </Flex>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
