import type { Catalogue } from '@consign/contracts';
import type { payouts as en } from '../en/payouts';

export const payouts: Catalogue<typeof en> = {};
