export * from './read-csv';
export * from './upload';
export * from './write-csv';
