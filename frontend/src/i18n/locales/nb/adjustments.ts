import type { Catalogue } from '@consign/contracts';
import type { adjustments as en } from '../en/adjustments';

export const adjustments: Catalogue<typeof en> = {};
