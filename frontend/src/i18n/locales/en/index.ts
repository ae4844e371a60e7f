import { API_MESSAGES_EN } from '@consign/contracts';
import { common } from './common';
import { adjustments } from './adjustments';
import { auth } from './auth';
import { billing } from './billing';
import { checkout } from './checkout';
import { coworkers } from './coworkers';
import { dashboard } from './dashboard';
import { deliveries } from './deliveries';
import { help } from './help';
import { onboarding } from './onboarding';
import { payouts } from './payouts';
import { portal } from './portal';
import { products } from './products';
import { search } from './search';
import { sellers } from './sellers';
import { settings } from './settings';
import { updates } from './updates';

/** The English catalogue: one namespace per feature, each in its own file; `messages` are the API's (contracts). */
export const en = {
  common,
  auth,
  onboarding,
  help,
  billing,
  coworkers,
  portal,
  settings,
  products,
  sellers,
  dashboard,
  search,
  updates,
  deliveries,
  checkout,
  payouts,
  adjustments,
  messages: API_MESSAGES_EN,
} as const;
