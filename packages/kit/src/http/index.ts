export * from './app';
export * from './errors';
export * from './forwarded-client';
export * from './input-guards';
export * from './internal-calls';
export * from './listen';
export * from './request-id';
export * from './validate';
export { OPERATOR_TOKEN_MESSAGE, timeRequest } from './metrics';
