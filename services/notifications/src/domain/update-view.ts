import type { Language, MailboxMessageView, UpdateView } from '@consign/contracts';
import type { MailboxRow, UpdateRow } from '../db/updates.repo';
import type { UpdateText } from './update-content';

/** What an update says in a language: as stored when it is the stored one or has no translation (staff's announcements). */
export function textIn(row: Pick<UpdateRow, 'subject' | 'body' | 'cta' | 'language' | 'translations'>, language?: Language): UpdateText {
  const translated = language && language !== row.language ? row.translations?.[language] : undefined;
  return translated ?? { subject: row.subject, body: row.body, cta: row.cta };
}

/** An update as the API shows it, in the viewer's language when given (else as stored: its reader's). */
export function toUpdateView(row: UpdateRow, language?: Language): UpdateView {
  const text = textIn(row, language);
  return {
    id: row.id,
    orgId: row.org_id,
    sellerId: row.seller_id,
    audience: row.audience,
    type: row.type,
    subject: text.subject,
    body: { json: text.body },
    cta: text.cta,
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
