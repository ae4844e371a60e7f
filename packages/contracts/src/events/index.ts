import { passwordResetRequested, userInvited } from './identity.events';
import { organizationCreated, organizationUpdated } from './organization.events';
import { sellerCreated, sellerDeleted, sellerUpdated } from './seller.events';
import { termsPublished } from './terms.events';

export * from './envelope';
export * from './identity.events';
export * from './organization.events';
export * from './seller.events';
export * from './terms.events';

export const ALL_EVENTS = [
  organizationCreated,
  organizationUpdated,
  userInvited,
  passwordResetRequested,
  sellerCreated,
  sellerUpdated,
  sellerDeleted,
];
