export * from './queues';
export * from './import-jobs';
