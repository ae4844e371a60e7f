import type { MigrationList } from '@consign/kit';
import { stores } from './20260101000100_stores';
import { replicas } from './20260101000200_replicas';

export const migrations: MigrationList = {
  '20260101000100_stores': stores,
  '20260101000200_replicas': replicas,
};
