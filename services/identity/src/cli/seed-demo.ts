import { createDb, eventsMigrations, loadConfig, migrate } from '@consign/kit';
import { seedDemo } from '../app/seed-demo';
import { configSchema } from '../config';
import { migrations } from '../db/migrations';

/** Seeds the demo organizations and accounts when missing (npm start and the e2e stack run it). */
async function main(): Promise<void> {
  const config = loadConfig(configSchema);
  const db = await createDb({ serverUrl: config.DATABASE_URL, database: config.DB_NAME });
  try {
    await migrate(db, eventsMigrations, migrations);
    await seedDemo(db, (line) => console.log(line));
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
