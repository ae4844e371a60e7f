export * from './database';
export * from './migrate';
export * from './tenancy';
export * from './replicas';
export * from './idempotency';
export * from './paris-days';
export * from './once-per-transaction';
export * from './planned-once';
