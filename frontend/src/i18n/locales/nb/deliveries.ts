import type { Catalogue } from '@consign/contracts';
import type { deliveries as en } from '../en/deliveries';

export const deliveries: Catalogue<typeof en> = {};
