import type { MigrationList } from '@consign/kit';

export const migrations: MigrationList = {};
