import type { Catalogue } from '@consign/contracts';
import type { help as en } from '../en/help';

export const help: Catalogue<typeof en> = {};
