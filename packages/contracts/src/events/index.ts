import { passwordResetRequested, userInvited } from './identity.events';
import { organizationCreated, organizationUpdated } from './organization.events';
import { sellerCreated, sellerDeleted, sellerUpdated } from './seller.events';

export * from './envelope';
export * from './identity.events';
export * from './organization.events';
export * from './seller.events';

export const ALL_EVENTS = [
  organizationCreated,
  organizationUpdated,
  userInvited,
  passwordResetRequested,
  sellerCreated,
  sellerUpdated,
  sellerDeleted,
];
