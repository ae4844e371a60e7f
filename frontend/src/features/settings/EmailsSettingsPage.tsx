import { Button, Card, Col, Empty, Input, Modal, Row, Space, Switch, Table, Typography, theme } from 'antd';
import { Form } from '../../components/Form';
import { FormActions } from '../../components/FormActions';
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { UPDATE_TYPES, type EmailSettingsView, type MailboxMessageView, type UpdateType } from '@consign/contracts';
import { updateTypeLabel } from '../../components/updates/update-types';
import {
  useGetEmailSettingsQuery,
  useListMailboxQuery,
  usePreviewEmailTemplateQuery,
  useUpdateEmailSettingsMutation,
} from '../../api/notifications.api';
import { AnnouncementComposer } from '../updates/AnnouncementComposer';
import { UpdatesList } from '../updates/UpdatesList';
import { formatDateTime } from '../../components/format';
import { SettingsPage } from './SettingsPage';
import { QueryState } from '../../components/QueryState';
import { useSave } from '../../components/use-save';
import { openableRow } from '../../components/openable-row';
import { EmailField } from '../../components/EmailField';

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

/** One update type's template, filled with sample data by the server's renderer: what a switched-on type sends. */
function TemplatePreview({ type, onClose }: { type: UpdateType | null; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data, isFetching, error } = usePreviewEmailTemplateQuery(type ?? skipToken);
  return (
    <Modal title={type ? updateTypeLabel(type) : null} open={Boolean(type)} onCancel={onClose} footer={null} width={620} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('emails.templates.help')}</Typography.Paragraph>
      <QueryState isLoading={isFetching} error={error} fallback={t('emails.templates.failed')} />
      {data && !isFetching ? (
        <>
          <Typography.Title level={5}>{data.subject}</Typography.Title>
          <EmailFrame html={data.html} title={t('emails.templates.frame')} />
        </>
      ) : null}
    </Modal>
  );
}

function EmailSettingsForm({ settings }: { settings: EmailSettingsView }) {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const [update, { isLoading }] = useUpdateEmailSettingsMutation();
  const save = useSave();
  const [previewing, setPreviewing] = useState<UpdateType | null>(null);
  return (
    <Card title={t('emails.form.title')}>
      <Form<EmailSettingsView>
        layout="vertical"
        requiredMark={false}
        initialValues={settings}
        onFinish={(values) => void save(update(values), { success: t('emails.form.updated'), failure: t('emails.form.failed') })}
      >
        <Form.Item label={t('emails.form.senderName')} name="senderName" extra={t('emails.form.senderNameHelp')}>
          <Input />
        </Form.Item>
        <EmailField label={t('emails.form.replyTo')} name="replyTo" message={t('messages:sellers.validEmail')} required={false} />
        <Form.Item label={t('emails.form.footer')} name="footer">
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Typography.Title level={5}>{t('emails.form.sendFor')}</Typography.Title>
        <Row gutter={16}>
          {UPDATE_TYPES.map((type) => (
            <Col key={type} xs={24} md={12}>
              <Form.Item label={updateTypeLabel(type)} htmlFor={`types_${type}`} layout="horizontal" style={{ marginBottom: 8 }}>
                <Space>
                  <Form.Item name={['types', type]} valuePropName="checked" noStyle>
                    <Switch size="small" />
                  </Form.Item>
                  <Button
                    size="small"
                    type="link"
                    aria-label={t('emails.templates.previewOf', { type: updateTypeLabel(type) })}
                    onClick={() => setPreviewing(type)}
                  >
                    {t('emails.templates.preview')}
                  </Button>
                </Space>
              </Form.Item>
            </Col>
          ))}
        </Row>
        <FormActions saving={isLoading} />
      </Form>
      <TemplatePreview type={previewing} onClose={() => setPreviewing(null)} />
    </Card>
  );
}

/** The dev mailbox: without an SMTP server every e-mail is kept here instead of being sent. */
function Mailbox() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: messages, isLoading } = useListMailboxQuery(undefined, { pollingInterval: 10_000 });
  const [open, setOpen] = useState<MailboxMessageView | null>(null);
  return (
    <Card title={t('emails.mailbox.title')}>
      <Typography.Paragraph type="secondary">{t('emails.mailbox.help')}</Typography.Paragraph>
      <Table
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={messages ?? []}
        locale={{ emptyText: <Empty description={t('emails.mailbox.empty')} /> }}
        pagination={{ pageSize: 10 }}
        onRow={(m) => openableRow(() => setOpen(m))}
        columns={[
          { title: t('emails.mailbox.sent'), dataIndex: 'createdAt', render: formatDateTime, width: 170 },
          { title: t('emails.mailbox.to'), dataIndex: 'to' },
          { title: t('emails.mailbox.subject'), dataIndex: 'subject' },
          { title: t('emails.mailbox.attachments'), render: (_, m) => m.attachments.map((a) => a.filename).join(', ') },
        ]}
      />
      <Modal title={open?.subject} open={Boolean(open)} onCancel={() => setOpen(null)} footer={null} width={620}>
        {open ? (
          <>
            <Typography.Paragraph type="secondary">{t('emails.mailbox.fromTo', { from: open.from, to: open.to })}</Typography.Paragraph>
            <EmailFrame html={open.html} title={t('emails.mailbox.preview')} />
          </>
        ) : null}
      </Modal>
    </Card>
  );
}

/** Announcements to sellers: the ones sent, and a composer with the e-mail previewed live. */
function Announcements() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const [composing, setComposing] = useState(false);
  return (
    <Card
      title={t('emails.announcements.title')}
      extra={
        <Button type="primary" onClick={() => setComposing(true)}>
          {t('emails.announcements.new')}
        </Button>
      }
    >
      <UpdatesList type="announcement" />
      <Modal
        title={t('emails.announcements.new')}
        open={composing}
        onCancel={() => setComposing(false)}
        footer={null}
        width={1040}
        destroyOnHidden
      >
        <AnnouncementComposer onSent={() => setComposing(false)} />
      </Modal>
    </Card>
  );
}

/** /settings/emails: which updates are e-mailed, the sender, announcements, and the dev mailbox with previews. */
export function EmailsSettingsPage() {
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { data: settings, isLoading, error } = useGetEmailSettingsQuery();
  return (
    <SettingsPage title={t('emails.title')} description={t('emails.description')}>
      <QueryState isLoading={isLoading} error={error} fallback={t('emails.failedToFetch')} />
      {settings ? <EmailSettingsForm settings={settings} /> : null}
      <Announcements />
      <Mailbox />
    </SettingsPage>
  );
}
