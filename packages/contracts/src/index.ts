export * from './bank-account';
export * from './catalog';
export * from './errors';
export * from './events';
export * from './identity';
export * from './messages';
export * from './money';
export * from './phone';
