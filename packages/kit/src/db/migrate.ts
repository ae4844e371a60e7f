import type { Knex } from 'knex';
import { asSystem } from '../context';

export interface Migration {
  up(db: Knex): Promise<void>;
  down(db: Knex): Promise<void>;
}

/** Migrations are listed in code (name → module), so the same list runs from TypeScript tests and compiled dist. */
export type MigrationList = Record<string, Migration>;

class ListSource implements Knex.MigrationSource<string> {
  constructor(private readonly list: MigrationList) {}
  async getMigrations(): Promise<string[]> {
    return Object.keys(this.list).sort();
  }
  getMigrationName(name: string): string {
    return name;
  }
  async getMigration(name: string): Promise<Knex.Migration> {
    const migration = this.list[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  }
}

/** Runs as system: a data migration moves rows of every organization (and FORCE'd policies bind the owner too). */
export async function migrate(db: Knex, ...lists: MigrationList[]): Promise<void> {
  const all: MigrationList = Object.assign({}, ...lists);
  await asSystem('migrations', () => db.migrate.latest({ migrationSource: new ListSource(all) }));
}
