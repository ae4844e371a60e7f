import { emailSettingsView } from '@consign/contracts';
import { authOf, orgScope, requireAuth, requireRole, type Db, type TokenVerifier } from '@consign/kit';
import type { Express } from 'express';
import { z } from 'zod';
import { changeEmailSettings } from '../app/email-settings';
import { previewTemplate } from '../app/previews';
import { findEmailSettings } from '../db/email-settings.repo';
import { listMailbox } from '../db/updates.repo';
import { toMailboxView } from '../domain/update-view';

const mailboxQuery = z.object({ take: z.coerce.number().int().min(1).max(500).default(100) });

/** settings/emails and the dev mailbox: staff only. */
export function emailRoutes(app: Express, { db, verify, publicUrl }: { db: Db; verify: TokenVerifier; publicUrl: string }): void {
  const staff = [requireAuth(verify), orgScope(), requireRole('coworker')];

  app.get('/api/:org/emails/settings', ...staff, async (_req, res) => {
    res.json({ data: emailSettingsView(await findEmailSettings(db, authOf(res).org)) });
  });

  app.patch('/api/:org/emails/settings', ...staff, async (req, res) => {
    res.json({ data: await changeEmailSettings(db, authOf(res).org, req.body) });
  });

  // Each update type's template as sent, filled with sample data: staff see what a switched-on type e-mails.
  app.get('/api/:org/emails/templates/:type/preview', ...staff, async (req, res) => {
    res.json({ data: await previewTemplate(db, authOf(res).org, String(req.params.type), publicUrl) });
  });

  // Without SMTP_URL every e-mail lands here instead of being sent: nothing is silently dropped.
  app.get('/api/:org/mailbox', ...staff, async (req, res) => {
    const { take } = mailboxQuery.parse(req.query);
    res.json({ data: (await listMailbox(db, authOf(res).org, take)).map(toMailboxView) });
  });
}
