import type { Catalogue } from '@consign/contracts';
import type { coworkers as en } from '../en/coworkers';

export const coworkers: Catalogue<typeof en> = {};
