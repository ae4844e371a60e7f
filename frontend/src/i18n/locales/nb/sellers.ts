import type { Catalogue } from '@consign/contracts';
import type { sellers as en } from '../en/sellers';

export const sellers: Catalogue<typeof en> = {};
