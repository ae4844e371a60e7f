export * from './store.schema';
export * from './product.schema';
export * from './assistant.schema';
export * from './search.schema';
export * from './media.schema';
export * from './label.schema';
export * from './sold-products.schema';
