import type { Catalogue } from '@consign/contracts';
import type { updates as en } from '../en/updates';

export const updates: Catalogue<typeof en> = {};
