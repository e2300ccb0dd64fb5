export * from './funding';
export * from './errors';
export * from './time';
export * from './money';
export * from './tenancy';
export * from './operator-log';
export * from './text';
export * from './legal-sources';
