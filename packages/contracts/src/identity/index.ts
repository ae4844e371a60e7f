export * from './auth.schema';
export * from './organization.schema';
