import type { EmailSettings } from '@consign/contracts';
import type { Db, Trx } from '@consign/kit';

export async function findEmailSettings(db: Db | Trx, orgId: string): Promise<Partial<EmailSettings>> {
  const row = await db('email_settings').where({ org_id: orgId }).first<{ settings: Partial<EmailSettings> } | undefined>();
  return row?.settings ?? {};
}

export async function lockEmailSettings(trx: Trx, orgId: string): Promise<Partial<EmailSettings>> {
  await trx('email_settings').insert({ org_id: orgId, settings: '{}' }).onConflict('org_id').ignore();
  const row = await trx('email_settings').where({ org_id: orgId }).forUpdate().first<{ settings: Partial<EmailSettings> }>();
  return row.settings;
}

export async function saveEmailSettings(trx: Trx, orgId: string, settings: EmailSettings): Promise<void> {
  await trx('email_settings')
    .where({ org_id: orgId })
    .update({ settings: JSON.stringify(settings), updated_at: trx.fn.now() });
}
