import { serviceConfigSchema } from '@consign/kit';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

export const configSchema = serviceConfigSchema('notifications', 8085).extend({
  /** smtp(s)://user:pass@host:port; without it every e-mail is kept in the dev mailbox instead. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM_ADDRESS: z.email().default('no-reply@consign.local'),
  /** The app's public address: links in e-mails point here. */
  PUBLIC_URL: z.url().default('http://127.0.0.1:8080'),
  EMAIL_ATTEMPTS: z.coerce.number().int().min(1).default(6),
  EMAIL_BACKOFF_MS: ms(2000),
  /** Webhooks to private and loopback addresses are refused unless this is true (tests, on-premises). */
  WEBHOOK_ALLOW_PRIVATE: z.stringbool().default(false),
  WEBHOOK_TIMEOUT_MS: ms(10_000),
  WEBHOOK_BACKOFF_MS: ms(10_000),
  /** The longest wait between two attempts of one delivery. */
  WEBHOOK_BACKOFF_MAX_MS: ms(3_600_000),
  WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).default(40),
  /** An endpoint failing this long is switched off and the staff are told. */
  WEBHOOK_DISABLE_AFTER_MS: ms(24 * 3_600_000),
  /** How long a worker holds a job before another may take it over (a crashed worker's job is retried). */
  JOB_LOCK_MS: ms(30_000),
  /** Products expiring within this many days get a notice from the daily scan. */
});
export type Config = z.infer<typeof configSchema>;
