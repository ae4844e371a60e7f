export * from './delivery.schema';
export * from './invite';
export * from './store-config.schema';
