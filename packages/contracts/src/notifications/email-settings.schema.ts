import { z } from 'zod';
import { MESSAGES, RULE_MESSAGES } from '../messages';
import { UPDATE_TYPES, type UpdateType } from './update.schema';

const settingsFields = {
  /** Shown as the sender's name; the organization's name when empty. */
  senderName: z.string().trim().max(120),
  replyTo: z.union([z.email(MESSAGES.sellers.validEmail), z.literal('')]),
  footer: z.string().trim().max(1000, RULE_MESSAGES.emails.footerTooLong),
  /** Per update type: true sends e-mails (the default), false keeps the update in the app only. */
  types: z.partialRecord(z.enum(UPDATE_TYPES), z.boolean()),
};

/** settings/emails: which update types are e-mailed, and the sender details every e-mail carries. */
export const emailSettingsSchema = z.object({
  senderName: settingsFields.senderName.default(''),
  replyTo: settingsFields.replyTo.default(''),
  footer: settingsFields.footer.default(''),
  types: settingsFields.types.default({}),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;

/** PATCH: only the fields given change (no defaults here, so a missing field is left alone). */
export const emailSettingsPatchSchema = z.object(settingsFields).partial();

export interface EmailSettingsView {
  senderName: string;
  replyTo: string;
  footer: string;
  types: Record<UpdateType, boolean>;
}

export function emailSettingsView(settings: Partial<EmailSettings>): EmailSettingsView {
  const types = Object.fromEntries(UPDATE_TYPES.map((t) => [t, settings.types?.[t] ?? true])) as Record<UpdateType, boolean>;
  return { senderName: settings.senderName ?? '', replyTo: settings.replyTo ?? '', footer: settings.footer ?? '', types };
}

/** One e-mail kept by the dev mailbox (no SMTP_URL): exactly what would have been sent. */
export interface MailboxMessageView {
  id: string;
  updateId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; size: number }>;
  createdAt: string;
}
