import type { PGlite } from '@electric-sql/pglite';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { ORM_ENTITIES } from './orm-entities';
import { MIGRATIONS } from './migrations';
import { pgliteClientClass } from './embedded-postgres';

/** Options shared by both targets: same entities, same migrations, never `synchronize`. */
const common = {
  type: 'postgres' as const,
  entities: ORM_ENTITIES,
  migrations: MIGRATIONS,
  migrationsTableName: 'schema_migrations',
  synchronize: false,
  migrationsRun: false,
  logging: false,
};

export function postgresDataSource(url: string, poolSize = 10): DataSource {
  return new DataSource({ ...common, url, poolSize, extra: { max: poolSize } } as DataSourceOptions);
}

export function embeddedDataSource(pglite: PGlite): DataSource {
  return new DataSource({
    ...common,
    host: 'localhost',
    username: 'postgres',
    database: 'postgres',
    poolSize: 1,
    extra: { max: 1, Client: pgliteClientClass(pglite) },
  } as DataSourceOptions);
}
