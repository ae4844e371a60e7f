export * from './test-infra';
export * from './servers';
