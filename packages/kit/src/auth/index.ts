export * from './claims';
export * from './middleware';
export * from './revocation';
export * from './tokens';
export * from './verifier';
