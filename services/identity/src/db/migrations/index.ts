import type { MigrationList } from '@consign/kit';
import { organizations } from './20260101000100_organizations';
import { auth } from './20260101000200_auth';
import { termsAndNotes } from './20260101000300_terms_notes';
import { onboardingAndBilling } from './20260101000400_onboarding_billing';
import { sellerSearch } from './20260101000500_seller_search';
import { tenantIsolation } from './20261101000100_tenant_isolation';
import { sellerSearchFunction } from './20261124000100_seller_search_function';
import { accessRevocation } from './20261125000100_access_revocation';
import { sellerNameSounds } from './20261125000200_seller_name_sounds';
import { userLanguage } from './20261126000100_user_language';
import { people } from './20261201000100_people';
import { sellerListSpeed } from './20261202000100_seller_list_speed';
import { sellerSearchLookup } from './20261203000100_seller_search_lookup';
import { sellerEmailLookup } from './20261204000100_seller_email_lookup';
import { sellerSearchShortApart } from './20261205000100_seller_search_short_apart';
import { sellerNameApart } from './20261206000100_seller_name_apart';

export const migrations: MigrationList = {
  '20260101000100_organizations': organizations,
  '20260101000200_auth': auth,
  '20260101000300_terms_notes': termsAndNotes,
  '20260101000400_onboarding_billing': onboardingAndBilling,
  '20260101000500_seller_search': sellerSearch,
  '20261101000100_tenant_isolation': tenantIsolation,
  '20261124000100_seller_search_function': sellerSearchFunction,
  '20261125000100_access_revocation': accessRevocation,
  '20261125000200_seller_name_sounds': sellerNameSounds,
  '20261126000100_user_language': userLanguage,
  '20261201000100_people': people,
  '20261202000100_seller_list_speed': sellerListSpeed,
  '20261203000100_seller_search_lookup': sellerSearchLookup,
  '20261204000100_seller_email_lookup': sellerEmailLookup,
  '20261205000100_seller_search_short_apart': sellerSearchShortApart,
  '20261206000100_seller_name_apart': sellerNameApart,
};
