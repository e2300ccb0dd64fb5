import type { PGlite } from '@electric-sql/pglite';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { DatabaseSchema } from '../features/feature';
import { CorkingClient } from './corking-client';
import { pgliteClientClass } from './embedded-postgres';
import { StatementLog } from './statement-log';

/** Options shared by both targets: same entities, same migrations, never `synchronize`. */
const common = (schema: DatabaseSchema) => ({
  type: 'postgres' as const,
  entities: schema.entities,
  migrations: schema.migrations,
  migrationsTableName: 'schema_migrations',
  synchronize: false,
  migrationsRun: false,
  logging: false,
  // Logs nothing; tells the statement counters of the bench and the tests (statement-log.ts).
  logger: new StatementLog(),
});

export function postgresDataSource(schema: DatabaseSchema, url: string, poolSize = 10): DataSource {
  // `pipeline`: node-postgres writes a client's queued queries without waiting for each answer (its public
  // client option, 8.21+); a tenant transaction that only deferred writes commits in one round trip (ADR 0036).
  return new DataSource({
    ...common(schema),
    url,
    poolSize,
    extra: { max: poolSize, pipeline: true, Client: CorkingClient },
  } as DataSourceOptions);
}

export function embeddedDataSource(schema: DatabaseSchema, pglite: PGlite): DataSource {
  return new DataSource({
    ...common(schema),
    host: 'localhost',
    username: 'postgres',
    database: 'postgres',
    poolSize: 1,
    extra: { max: 1, Client: pgliteClientClass(pglite) },
  } as DataSourceOptions);
}
