export * from './test-infra';
export * from './servers';
export * from './probes';
export * from './routes';
export * from './test-tokens';
export * from './test-service';
export * from './tenancy';
export * from './eventually';
