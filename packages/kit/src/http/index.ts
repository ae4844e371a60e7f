export * from './app';
export * from './errors';
export * from './request-id';
export * from './validate';
