import type { Catalogue } from '@consign/contracts';
import type { checkout as en } from '../en/checkout';

export const checkout: Catalogue<typeof en> = {};
