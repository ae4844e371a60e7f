import { createDb, eventsMigrations, loadConfig, migrate } from '@consign/kit';
import { createOrganization } from '../app/create-organization';
import { configSchema } from '../config';
import { findOrganizationBySlug } from '../db/organizations.repo';
import { migrations } from '../db/migrations';

const DEMO_ORGANIZATIONS = [
  { slug: 'demo', name: 'Demo Consignment', currency: 'NOK' },
  { slug: 'other', name: 'Other Vintage', currency: 'NOK' },
];

/** Seeds the demo organizations when missing; running it again changes nothing. */
async function main(): Promise<void> {
  const config = loadConfig(configSchema);
  const db = await createDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME });
  try {
    await migrate(db, eventsMigrations, migrations);
    for (const org of DEMO_ORGANIZATIONS) {
      if (await findOrganizationBySlug(db, org.slug)) continue;
      await createOrganization(db, org);
      console.log(`Seeded organization ${org.slug}.`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
