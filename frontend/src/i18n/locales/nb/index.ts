import { API_MESSAGES_NB } from '@consign/contracts';
import type { Catalogue } from '@consign/contracts';
import type { en } from '../en';
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

/** The Norwegian (bokmål) catalogue: the English one's namespaces and keys, in the words a Norwegian shop uses. */
export const nb: Catalogue<typeof en> = {
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
  messages: API_MESSAGES_NB,
};
