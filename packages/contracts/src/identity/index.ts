export * from './auth.schema';
export * from './organization.schema';
export * from './seller.schema';
export * from './terms.schema';
export * from './coworker.schema';
export * from './workspace.schema';
export * from './reserved-slugs';
