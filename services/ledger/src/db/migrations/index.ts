import type { MigrationList } from '@consign/kit';
import { organizations } from './20260101000100_organizations';

export const migrations: MigrationList = {
  '20260101000100_organizations': organizations,
};
