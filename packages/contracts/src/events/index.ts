import { organizationCreated, organizationUpdated } from './organization.events';

export * from './envelope';
export * from './organization.events';

export const ALL_EVENTS = [organizationCreated, organizationUpdated];
