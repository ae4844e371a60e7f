import type { Catalogue } from '@consign/contracts';
import type { billing as en } from '../en/billing';

export const billing: Catalogue<typeof en> = {};
