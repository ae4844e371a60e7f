export * from './columns';
export * from './import.schema';
