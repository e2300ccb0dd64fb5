export * from './domain-error';
export * from './not-found.error';
