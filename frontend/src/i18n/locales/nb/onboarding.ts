import type { Catalogue } from '@consign/contracts';
import type { onboarding as en } from '../en/onboarding';

export const onboarding: Catalogue<typeof en> = {};
