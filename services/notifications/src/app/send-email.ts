import { withTransaction, type Db } from '@consign/kit';
import { insertMailboxMessage, findEmail, findUpdate, recordEmailAttempt, refreshUpdateEmailStatus } from '../db/updates.repo';
import { renderEmail } from '../domain/email-render';
import { textIn } from '../domain/update-view';
import { NotYetVisibleError } from './not-yet-visible';
import { emailContext } from './email-context';

/** A rendered e-mail as it leaves: the SMTP transport sends it, or the dev mailbox keeps it. */
export interface OutgoingEmail {
  messageId: string;
  from: { name: string; address: string };
  to: { name: string; address: string };
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments: Array<{ filename: string; contentType: string; content: string; encoding?: 'base64' }>;
}

export type SendMail = (mail: OutgoingEmail) => Promise<void>;

export interface SendEmailOptions {
  fromAddress: string;
  /** Absent without SMTP_URL: the e-mail goes to the dev mailbox. */
  send?: SendMail;
  /** True on the job's last attempt: a failure then is final and recorded as such. */
  finalAttempt: boolean;
}

export async function sendEmail(db: Db, emailId: string, opts: SendEmailOptions): Promise<void> {
  const email = await findEmail(db, emailId);
  if (!email) throw new NotYetVisibleError(`e-mail ${emailId} not found (yet)`);
  // Sent already: a job retried after a crash must not send it again.
  if (email.status !== 'queued') return;
  const update = (await findUpdate(db, email.org_id, email.update_id))!;
  const { brand, settings } = await emailContext(db, email.org_id);
  // In the recipient's language (issue 23): the update's text in it, and the e-mail's fixed parts and money.
  const rendered = renderEmail(textIn(update, email.language), brand, settings.footer, email.language);
  const mail: OutgoingEmail = {
    // Stable across retries, so a receiving server can recognise a resend after a crash.
    messageId: `<${email.id}@consign.notifications>`,
    from: { name: settings.senderName || brand.name, address: opts.fromAddress },
    to: { name: email.to_name, address: email.to_address },
    ...(settings.replyTo ? { replyTo: settings.replyTo } : {}),
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    headers: { 'X-Consign-Update': update.id, 'X-Consign-Update-Type': update.type },
    attachments: update.attachments,
  };
  try {
    if (opts.send) await opts.send(mail);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await withTransaction(db, async (trx) => {
      await recordEmailAttempt(trx, email.id, { status: opts.finalAttempt ? 'failed' : 'queued', error: message });
      await refreshUpdateEmailStatus(trx, update.id);
    });
    throw err;
  }
  await withTransaction(db, async (trx) => {
    if (!opts.send)
      await insertMailboxMessage(trx, {
        id: email.id,
        org_id: email.org_id,
        email_id: email.id,
        update_id: update.id,
        from_address: `${mail.from.name} <${mail.from.address}>`,
        to_address: email.to_address,
        reply_to: mail.replyTo ?? null,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.byteLength(a.content, a.encoding ?? 'utf8'),
        })),
      });
    await recordEmailAttempt(trx, email.id, { status: opts.send ? 'sent' : 'mailbox', error: null, sentAt: new Date() });
    await refreshUpdateEmailStatus(trx, update.id);
  });
}
