import { AppError, announcementPreviewSchema, type EmailPreview, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, type Db } from '@consign/kit';
import { findUpdate } from '../db/updates.repo';
import { renderEmail } from '../domain/email-render';
import { emailContext } from './email-context';

export const UPDATE_NOT_FOUND = RULE_MESSAGES.updates.notFound;

/**
 * A draft announcement as its e-mail will look, with the organization's brand and footer, and the fixed parts in
 * the organization's language (a seller who chose none reads that).
 */
export async function previewDraft(db: Db, orgId: string, input: unknown): Promise<EmailPreview> {
  const draft = parseInput(announcementPreviewSchema, input);
  const { brand, settings, language } = await emailContext(db, orgId);
  return renderEmail(draft, brand, settings.footer, language);
}

export async function previewUpdate(db: Db, orgId: string, id: string): Promise<EmailPreview> {
  const update = /^[0-9a-f-]{36}$/i.test(id) ? await findUpdate(db, orgId, id) : undefined;
  if (!update || update.audience === 'account') throw AppError.notFound(UPDATE_NOT_FOUND);
  const { brand, settings } = await emailContext(db, orgId);
  // As sent to its reader (the one seller's), in the language it is stored in.
  return renderEmail({ subject: update.subject, body: update.body, cta: update.cta }, brand, settings.footer, update.language);
}
