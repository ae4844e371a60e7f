import { emailSettingsPatchSchema, emailSettingsSchema, emailSettingsView, type EmailSettingsView } from '@consign/contracts';
import { parsePatch, withTransaction, type Db } from '@consign/kit';
import { lockEmailSettings, saveEmailSettings } from '../db/email-settings.repo';

/** A partial change: fields left out keep their value; `types` merges per update type. */
export async function changeEmailSettings(db: Db, orgId: string, input: unknown): Promise<EmailSettingsView> {
  const patch = parsePatch(emailSettingsPatchSchema, input);
  return withTransaction(db, async (trx) => {
    const current = await lockEmailSettings(trx, orgId);
    const next = emailSettingsSchema.parse({ ...current, ...patch, types: { ...current.types, ...patch.types } });
    await saveEmailSettings(trx, orgId, next);
    return emailSettingsView(next);
  });
}
