import type { Catalogue } from '@consign/contracts';
import type { portal as en } from '../en/portal';

export const portal: Catalogue<typeof en> = {};
