import type { Catalogue } from '@consign/contracts';
import type { settings as en } from '../en/settings';

export const settings: Catalogue<typeof en> = {};
