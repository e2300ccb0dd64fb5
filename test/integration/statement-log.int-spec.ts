import type { PGlite } from '@electric-sql/pglite';
import { dataSourceExecutor } from '../../apps/api/src/platform/jobs/typeorm-sql-executor';
import { embeddedDataSource } from '../../apps/api/src/platform/database/data-source.factory';
import { openEmbeddedPostgres } from '../../apps/api/src/platform/database/embedded-postgres';
import {
  installStatementCounter,
  statementsIssued,
} from '../../apps/api/src/platform/database/statement-log';

describe('statement log', () => {
  let db: PGlite | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it('counts the statements of TypeORM and of the job queue executor once installed', async () => {
    db = await openEmbeddedPostgres('memory://');
    const dataSource = await embeddedDataSource({ entities: [], migrations: [] }, db).initialize();
    installStatementCounter();
    const before = statementsIssued();
    await dataSource.query('SELECT 1');
    await dataSource.query('SELECT $1::int', [2]);
    await dataSourceExecutor(dataSource).executeSql('SELECT $1::int', [3]);
    expect(statementsIssued() - before).toBe(3);
    await dataSource.destroy();
  }, 60_000);
});
