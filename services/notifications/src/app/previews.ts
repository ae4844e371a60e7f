import { AppError, announcementPreviewSchema, type EmailPreview } from '@consign/contracts';
import { parseInput, type Db } from '@consign/kit';
import { findUpdate } from '../db/updates.repo';
import { renderEmail } from '../domain/email-render';
import { emailContext } from './email-context';

export const UPDATE_NOT_FOUND = 'Update not found';

/** A draft announcement as its e-mail will look, with the organization's brand and footer. */
export async function previewDraft(db: Db, orgId: string, input: unknown): Promise<EmailPreview> {
  const draft = parseInput(announcementPreviewSchema, input);
  const { brand, settings } = await emailContext(db, orgId);
  return renderEmail(draft, brand, settings.footer);
}

export async function previewUpdate(db: Db, orgId: string, id: string): Promise<EmailPreview> {
  const update = /^[0-9a-f-]{36}$/i.test(id) ? await findUpdate(db, orgId, id) : undefined;
  if (!update || update.audience === 'account') throw AppError.notFound(UPDATE_NOT_FOUND);
  const { brand, settings } = await emailContext(db, orgId);
  return renderEmail({ subject: update.subject, body: update.body, cta: update.cta }, brand, settings.footer);
}
