/** The catalogue sync's public port: the module, and the import use case for the operator CLI. */
export { CatalogueSyncModule } from './catalogue-sync.module';
export { ImportDump } from './application/import-dump.use-case';
export type { SyncRun } from './application/program-sync-store.port';
