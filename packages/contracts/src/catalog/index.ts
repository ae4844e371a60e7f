export * from './store.schema';
