export * from './app';
export * from './errors';
export * from './input-guards';
export * from './request-id';
export * from './validate';
export { timeRequest } from './metrics';
