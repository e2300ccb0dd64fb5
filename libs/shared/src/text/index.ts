export * from './email-in-text';
