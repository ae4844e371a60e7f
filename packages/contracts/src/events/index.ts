export * from './envelope';
export * from './identity.events';
export * from './organization.events';
export * from './seller.events';
export * from './terms.events';
export * from './coworker.events';
export * from './store.events';
