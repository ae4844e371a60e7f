import { createDb, loadConfig, runAsOrg } from '@consign/kit';
import { seedDeliveryHistory } from '../app/seed-history';
import { configSchema } from '../config';

/**
 * `node dist/cli/seed-history.js <orgId> <storeId> <sellerId>...`: the demo's past deliveries, which the
 * API rightly refuses to book (the deliveries area seed runs it after configuring the store).
 */
async function main(): Promise<void> {
  const [orgId, storeId, ...sellerIds] = process.argv.slice(2);
  if (!orgId || !storeId) throw new Error('usage: seed-history <orgId> <storeId> <sellerId>...');
  const config = loadConfig(configSchema);
  const db = await createDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME, poolMax: 1 });
  try {
    const written = await runAsOrg(orgId, () => seedDeliveryHistory(db, orgId, storeId, sellerIds));
    if (written) console.log(`deliveries: ${written} past deliveries`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
