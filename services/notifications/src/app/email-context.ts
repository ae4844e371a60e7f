import { emailSettingsView, resolveLanguage, type EmailSettingsView, type Language } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';
import { findEmailSettings } from '../db/email-settings.repo';
import { findOrganization } from '../db/replicas.repo';
import type { EmailBrand } from '../domain/email-render';

export interface EmailContext {
  brand: EmailBrand;
  settings: EmailSettingsView;
  /** The organization's language: its default, else English (what a seller who chose none reads). */
  language: Language;
}

/** The organization's brand and e-mail settings, as both sending and the preview use them. */
export async function emailContext(db: Db | Trx, orgId: string): Promise<EmailContext> {
  const [org, settings] = await Promise.all([findOrganization(db, orgId), findEmailSettings(db, orgId)]);
  return {
    // Before identity's organization event arrives the e-mail still goes out, in the default brand.
    brand: {
      name: org?.name ?? 'Consign',
      logoUrl: org?.logo_url ?? null,
      primaryColor: org?.primary_color ?? '#2f6f5e',
      currency: org?.currency ?? 'NOK',
    },
    settings: emailSettingsView(settings),
    language: resolveLanguage({ organization: org?.language }),
  };
}
