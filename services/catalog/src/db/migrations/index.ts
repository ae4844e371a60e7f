import type { MigrationList } from '@consign/kit';
import { stores } from './20260101000100_stores';

export const migrations: MigrationList = {
  '20260101000100_stores': stores,
};
