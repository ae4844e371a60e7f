import { Button, Card, Empty, Flex, Modal, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import dayjs from 'dayjs';
import type { UpdateView } from '@consign/contracts';
import { useListUpdatesQuery } from '../../api/notifications.api';
import { Rows } from '../../components/Rows';

// Loaded when an update opens: the e-mail renderer brings the update schemas (and zod) along.
const EmailCard = lazy(() => import('../updates/EmailCard').then((m) => ({ default: m.EmailCard })));

/** The newest few; the rest on request. */
const SHOWN = 5;

/** The seller's updates and announcements, newest first; each opens as its e-mail looks (SPEC §3, §9). */
export function UpdatesCard({ sellerId }: { sellerId: string }) {
  const { data = [] } = useListUpdatesQuery({ sellerId });
  const [open, setOpen] = useState<UpdateView | null>(null);
  const [all, setAll] = useState(false);
  return (
    <Card title="Updates">
      {data.length ? (
        <Rows
          label="Updates"
          items={all ? data : data.slice(0, SHOWN)}
          rowKey={(u) => u.id}
          render={(u) => (
            <Flex vertical>
              <Typography.Link onClick={() => setOpen(u)}>{u.subject}</Typography.Link>
              <Typography.Text type="secondary">{dayjs(u.createdAt).format('D MMM YYYY')}</Typography.Text>
            </Flex>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No updates yet" />
      )}
      {data.length > SHOWN && !all ? (
        <Button type="link" onClick={() => setAll(true)} style={{ paddingInline: 0 }}>
          Show all {data.length}
        </Button>
      ) : null}
      <Modal title="Update" open={open !== null} onCancel={() => setOpen(null)} footer={null} destroyOnHidden>
        <Suspense fallback={<Spin />}>{open ? <EmailCard subject={open.subject} body={open.body.json} cta={open.cta} /> : null}</Suspense>
      </Modal>
    </Card>
  );
}
