import 'reflect-metadata';
import { loadConfig } from '../config/load-config';
import { openDatabase } from './database.module';

/** `npm run migration:run`: applies pending migrations and exits (for deploys that migrate before start). */
async function main(): Promise<void> {
  const connection = await openDatabase({ ...loadConfig(), migrateOnStart: true });
  await connection.dataSource.destroy();
  await connection.embedded?.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
