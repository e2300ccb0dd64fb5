export * from './program.builder';
export * from './in-memory-program.repository';
