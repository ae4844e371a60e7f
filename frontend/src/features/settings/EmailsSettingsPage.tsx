import { Button, Card, Col, Empty, Input, Modal, Row, Switch, Table, Typography, theme } from 'antd';
import { Form } from '../../components/Form';
import { useState } from 'react';
import { UPDATE_TYPES, type EmailSettingsView, type MailboxMessageView } from '@consign/contracts';
import { UPDATE_TYPE_LABELS } from './update-types';
import { useGetEmailSettingsQuery, useListMailboxQuery, useUpdateEmailSettingsMutation } from '../../api/notifications.api';
import { AnnouncementComposer } from '../updates/AnnouncementComposer';
import { UpdatesList } from '../updates/UpdatesList';
import { formatDateTime } from '../../components/format';
import { QueryState, SettingsPage } from './SettingsPage';
import { useSave } from './use-save';
import { openableRow } from '../../components/openable-row';

/** An e-mail's HTML in a sandboxed frame: exactly what was (or would be) sent. */
export function EmailFrame({ html, title }: { html: string; title: string }) {
  const { token } = theme.useToken();
  return (
    <iframe
      title={title}
      srcDoc={html}
      sandbox=""
      style={{
        width: '100%',
        height: 560,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        background: token.colorBgLayout,
      }}
    />
  );
}

function EmailSettingsForm({ settings }: { settings: EmailSettingsView }) {
  const [update, { isLoading }] = useUpdateEmailSettingsMutation();
  const save = useSave();
  return (
    <Card title="E-mails">
      <Form<EmailSettingsView>
        layout="vertical"
        requiredMark={false}
        initialValues={settings}
        onFinish={(values) =>
          void save(update(values), { success: 'Email settings updated successfully', failure: 'Failed to update email settings' })
        }
      >
        <Form.Item label="Sender name" name="senderName" extra="The organization's name when empty.">
          <Input />
        </Form.Item>
        <Form.Item label="Reply-to address" name="replyTo" rules={[{ type: 'email', message: 'Please enter a valid email address' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="Footer" name="footer">
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Typography.Title level={5}>Send an e-mail for</Typography.Title>
        <Row gutter={16}>
          {UPDATE_TYPES.map((type) => (
            <Col key={type} xs={24} md={12}>
              <Form.Item
                label={UPDATE_TYPE_LABELS[type]}
                name={['types', type]}
                valuePropName="checked"
                layout="horizontal"
                style={{ marginBottom: 8 }}
              >
                <Switch size="small" />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save
        </Button>
      </Form>
    </Card>
  );
}

/** The dev mailbox: without an SMTP server every e-mail is kept here instead of being sent. */
function Mailbox() {
  const { data: messages, isLoading } = useListMailboxQuery(undefined, { pollingInterval: 10_000 });
  const [open, setOpen] = useState<MailboxMessageView | null>(null);
  return (
    <Card title="Dev mailbox">
      <Typography.Paragraph type="secondary">E-mails are kept here while no mail server is configured (SMTP_URL).</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={messages ?? []}
        locale={{ emptyText: <Empty description="No e-mails yet" /> }}
        pagination={{ pageSize: 10 }}
        onRow={(m) => openableRow(() => setOpen(m))}
        columns={[
          { title: 'Sent', dataIndex: 'createdAt', render: formatDateTime, width: 170 },
          { title: 'To', dataIndex: 'to' },
          { title: 'Subject', dataIndex: 'subject' },
          { title: 'Attachments', render: (_, m) => m.attachments.map((a) => a.filename).join(', ') },
        ]}
      />
      <Modal title={open?.subject} open={Boolean(open)} onCancel={() => setOpen(null)} footer={null} width={620}>
        {open ? (
          <>
            <Typography.Paragraph type="secondary">
              From {open.from} to {open.to}
            </Typography.Paragraph>
            <EmailFrame html={open.html} title="E-mail preview" />
          </>
        ) : null}
      </Modal>
    </Card>
  );
}

/** Announcements to sellers: the ones sent, and a composer with the e-mail previewed live. */
function Announcements() {
  const [composing, setComposing] = useState(false);
  return (
    <Card
      title="Announcements"
      extra={
        <Button type="primary" onClick={() => setComposing(true)}>
          New announcement
        </Button>
      }
    >
      <UpdatesList type="announcement" />
      <Modal title="New announcement" open={composing} onCancel={() => setComposing(false)} footer={null} width={1040} destroyOnHidden>
        <AnnouncementComposer onSent={() => setComposing(false)} />
      </Modal>
    </Card>
  );
}

/** /settings/emails: which updates are e-mailed, the sender, announcements, and the dev mailbox with previews. */
export function EmailsSettingsPage() {
  const { data: settings, isLoading, error } = useGetEmailSettingsQuery();
  return (
    <SettingsPage title="E-mails" description="What your sellers receive by e-mail, and from whom.">
      <QueryState isLoading={isLoading} error={error} fallback="Failed to fetch email settings" />
      {settings ? <EmailSettingsForm settings={settings} /> : null}
      <Announcements />
      <Mailbox />
    </SettingsPage>
  );
}
