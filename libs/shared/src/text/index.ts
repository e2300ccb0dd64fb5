export * from './email-in-text';
export * from './uuid';
