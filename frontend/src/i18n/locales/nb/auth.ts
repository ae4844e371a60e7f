import type { Catalogue } from '@consign/contracts';
import type { auth as en } from '../en/auth';

export const auth: Catalogue<typeof en> = {};
