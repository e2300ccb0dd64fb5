export * from './tenant-id';
