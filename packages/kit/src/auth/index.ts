export * from './claims';
export * from './middleware';
export * from './tokens';
export * from './verifier';
