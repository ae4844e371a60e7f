import type { Catalogue } from '@consign/contracts';
import type { dashboard as en } from '../en/dashboard';

export const dashboard: Catalogue<typeof en> = {};
