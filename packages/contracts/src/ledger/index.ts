export * from './ledger.schema';
export * from './fees';
export * from './payout-rules';
export * from './adjustment-rules';
export * from './reconciliation.schema';
export * from './store-credit.schema';
