import { parseArgs } from 'node:util';
import { asSystem, createDb, eventsMigrations, loadConfig, migrate } from '@consign/kit';
import { createOrganization } from '../app/create-organization';
import { configSchema } from '../config';
import { migrations } from '../db/migrations';

/** `npm run org:create -- --slug demo --name "Demo Store" --currency NOK` */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { slug: { type: 'string' }, name: { type: 'string' }, currency: { type: 'string', default: 'NOK' } },
  });
  const config = loadConfig(configSchema);
  const db = await createDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME });
  try {
    await migrate(db, eventsMigrations, migrations);
    const org = await asSystem('CLI: creates an organization', () => createOrganization(db, values));
    console.log(`Created organization ${org.slug} (${org.id}).`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
