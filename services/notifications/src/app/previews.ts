import { AppError, UPDATE_TYPES, announcementPreviewSchema, type EmailPreview, type UpdateType, RULE_MESSAGES } from '@consign/contracts';
import { parseInput, type Db } from '@consign/kit';
import { findOrganization } from '../db/replicas.repo';
import { findUpdate } from '../db/updates.repo';
import { renderEmail } from '../domain/email-render';
import { sampleUpdate } from '../domain/template-samples';
import { emailContext } from './email-context';

export const UPDATE_NOT_FOUND = RULE_MESSAGES.updates.notFound;
export const UNKNOWN_UPDATE_TYPE = RULE_MESSAGES.updates.unknownType;

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

const isUpdateType = (type: string): type is UpdateType => (UPDATE_TYPES as readonly string[]).includes(type);

/**
 * An update type's e-mail as it is sent, with the organization's brand and footer, filled with sample data in the
 * organization's language (what a seller who chose none reads), like the draft's preview.
 */
export async function previewTemplate(
  db: Db,
  orgId: string,
  type: string,
  publicUrl: string,
): Promise<Pick<EmailPreview, 'subject' | 'html'>> {
  if (!isUpdateType(type)) throw AppError.notFound(UNKNOWN_UPDATE_TYPE);
  const [{ brand, settings, language }, org] = await Promise.all([emailContext(db, orgId), findOrganization(db, orgId)]);
  const sample = sampleUpdate(
    type,
    { name: brand.name, currency: brand.currency, fees: org?.sale_fees ?? [], publicUrl },
    language,
    new Date(),
  );
  const { subject, html } = renderEmail(sample, brand, settings.footer, language);
  return { subject, html };
}
