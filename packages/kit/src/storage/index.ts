export * from './storage';
