import type { Catalogue } from '@consign/contracts';
import type { search as en } from '../en/search';

export const search: Catalogue<typeof en> = {};
