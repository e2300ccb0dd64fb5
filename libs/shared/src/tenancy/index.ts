export * from './tenant-id';
export * from './tenant-scope';
