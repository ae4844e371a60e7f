import type { MailboxMessageView, UpdateView } from '@consign/contracts';
import type { MailboxRow, UpdateRow } from '../db/updates.repo';

export function toUpdateView(row: UpdateRow): UpdateView {
  return {
    id: row.id,
    orgId: row.org_id,
    sellerId: row.seller_id,
    audience: row.audience,
    type: row.type,
    subject: row.subject,
    body: { json: row.body },
    cta: row.cta,
    createdAt: row.created_at.toISOString(),
    emailStatus: row.email_status,
    emailError: row.email_error,
  };
}

export function toMailboxView(row: MailboxRow): MailboxMessageView {
  return {
    id: row.id,
    updateId: row.update_id,
    from: row.from_address,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    attachments: row.attachments,
    createdAt: row.created_at.toISOString(),
  };
}
