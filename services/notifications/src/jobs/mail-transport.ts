import nodemailer from 'nodemailer';
import type { SendMail } from '../app/send-email';

/** nodemailer over SMTP_URL; one pooled transport for the worker's life. */
export function smtpSender(smtpUrl: string): { send: SendMail; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
          ...(a.encoding ? { encoding: a.encoding } : {}),
        })),
      });
    },
    close: () => transport.close(),
  };
}
