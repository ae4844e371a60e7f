import { Button, Card, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { UpdateView } from '@consign/contracts';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../components/format';
import { useListUpdatesQuery } from '../../api/notifications.api';
import { Rows } from '../../components/Rows';

// Loaded when an update opens: the e-mail renderer brings the update schemas (and zod) along.
const EmailCard = lazy(() => import('../../components/updates/EmailCard').then((m) => ({ default: m.EmailCard })));

/** The newest few; the rest on request. */
const SHOWN = 5;

/** The seller's updates and announcements, newest first; each opens as its e-mail looks (SPEC §3, §9). */
export function UpdatesCard({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation('portal');
  const { data = [] } = useListUpdatesQuery({ sellerId });
  const [open, setOpen] = useState<UpdateView | null>(null);
  const [all, setAll] = useState(false);
  return (
    <Card title={t('updates.title')}>
      {data.length ? (
        <Rows
          label={t('updates.title')}
          items={all ? data : data.slice(0, SHOWN)}
          rowKey={(u) => u.id}
          render={(u) => (
            <Flex vertical>
              <Typography.Link onClick={() => setOpen(u)}>{u.subject}</Typography.Link>
              <Typography.Text type="secondary">{formatCalendarDate(u.createdAt)}</Typography.Text>
            </Flex>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('updates.empty')} />
      )}
      {data.length > SHOWN && !all ? (
        <Button type="link" onClick={() => setAll(true)} style={{ paddingInline: 0 }}>
          {t('updates.showAll', { count: data.length })}
        </Button>
      ) : null}
      <Modal title={t('updates.update')} open={open !== null} onCancel={() => setOpen(null)} footer={null} destroyOnHidden>
        <Suspense fallback={<Spin />}>{open ? <EmailCard subject={open.subject} body={open.body.json} cta={open.cta} /> : null}</Suspense>
      </Modal>
    </Card>
  );
}
