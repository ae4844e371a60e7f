import type { Trx } from '@consign/kit';

export async function rememberDeliveryNotice(trx: Trx, orgId: string, deliveryId: string): Promise<void> {
  await trx('delivery_notices').insert({ delivery_id: deliveryId, org_id: orgId }).onConflict('delivery_id').ignore();
}

export async function wasDeliveryNoticed(trx: Trx, orgId: string, deliveryId: string): Promise<boolean> {
  return Boolean(await trx('delivery_notices').where({ org_id: orgId, delivery_id: deliveryId }).first());
}
