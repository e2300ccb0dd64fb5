export * from './synthetic-catalogue';
