export * from './update.schema';
export * from './email-settings.schema';
export * from './webhook.schema';
export * from './links';
