import 'reflect-metadata';
import { loadConfig } from './platform/config/load-config';
import { APP_SCHEMA } from './features';
import { openDatabase } from './platform/database/database.module';

/** `npm run migration:run`: applies pending migrations and exits (for deploys that migrate before start). */
async function main(): Promise<void> {
  const connection = await openDatabase({ ...loadConfig(), migrateOnStart: true }, APP_SCHEMA);
  await connection.dataSource.destroy();
  await connection.embedded?.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
