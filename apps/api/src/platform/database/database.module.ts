import { DataInventory } from '../features/data-inventory';
import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { PGlite } from '@electric-sql/pglite';
import { DataSource } from 'typeorm';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import type { DatabaseSchema } from '../features/feature';
import { embeddedDataSource, postgresDataSource } from './data-source.factory';
import { openEmbeddedPostgres } from './embedded-postgres';
import { ChangeNotifications } from './change-notifications.port';
import { PgListenChangeNotifications, PgliteChangeNotifications } from './postgres-change-notifications';

/** What was opened at start-up, so that shutdown closes it in the right order. */
export class DatabaseConnection {
  /** Changes pushed by the database (LISTEN/NOTIFY) to this instance. */
  readonly notifications: PgListenChangeNotifications | PgliteChangeNotifications;

  constructor(
    readonly dataSource: DataSource,
    readonly embedded: PGlite | null,
    url: string | null = null,
  ) {
    this.notifications = embedded
      ? new PgliteChangeNotifications(embedded)
      : new PgListenChangeNotifications(url ?? '');
  }
}

/** Opens (and, when configured, migrates) the database with the entities and migrations of `schema`. */
export async function openDatabase(
  config: Pick<AppConfig, 'database' | 'migrateOnStart'>,
  schema: DatabaseSchema,
): Promise<DatabaseConnection> {
  const log = new Logger('Database');
  const target = config.database;
  const started = Date.now();
  const embedded =
    target.kind === 'embedded'
      ? await openEmbeddedPostgres(target.dataDir, target.loadDataDir, target.sharedBuffers)
      : null;
  const dataSource = embedded
    ? embeddedDataSource(schema, embedded)
    : postgresDataSource(schema, (target as { url: string }).url);
  await dataSource.initialize();
  if (config.migrateOnStart) {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) log.log(`applied ${applied.length} migration(s)`);
  } else if (await dataSource.showMigrations()) {
    // A release whose migration step has not run yet (the Kubernetes Job, `npm run migration:run`) must not
    // serve on the old schema: the instance stops, and its orchestrator starts it again later.
    await dataSource.destroy();
    await embedded?.close();
    throw new Error(
      'The database schema is behind this release (pending migrations): run the migration step first ' +
        '(`npm run migration:run`, or the migration Job), or set MIGRATE_ON_START=true.',
    );
  }
  log.log(
    `${embedded ? `embedded PostgreSQL (PGlite) at ${(target as { dataDir: string }).dataDir}` : 'PostgreSQL'} ready in ${Date.now() - started} ms`,
  );
  return new DatabaseConnection(dataSource, embedded, target.kind === 'postgres' ? target.url : null);
}

class DatabaseShutdown implements OnApplicationShutdown {
  constructor(@Inject(DatabaseConnection) private readonly connection: DatabaseConnection) {}

  async onApplicationShutdown(): Promise<void> {
    await this.connection.notifications.close();
    if (this.connection.dataSource.isInitialized) await this.connection.dataSource.destroy();
    // PGlite flushes its files on close; without it a restart could replay the WAL or lose the last writes.
    if (this.connection.embedded && !this.connection.embedded.closed) await this.connection.embedded.close();
  }
}

/** Provides the TypeORM `DataSource` over PostgreSQL (`DATABASE_URL`) or the embedded PGlite. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(schema: DatabaseSchema): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        {
          provide: DatabaseConnection,
          inject: [AppConfigToken],
          useFactory: (config: AppConfig) => openDatabase(config, schema),
        },
        {
          provide: DataSource,
          inject: [DatabaseConnection],
          useFactory: (c: DatabaseConnection) => c.dataSource,
        },
        {
          provide: ChangeNotifications,
          inject: [DatabaseConnection],
          useFactory: (c: DatabaseConnection) => c.notifications,
        },
        // The data inventory of every table (ADR 0017), for the module that acts on it (data protection).
        { provide: DataInventory, useValue: new DataInventory(schema.dataInventory ?? []) },
        DatabaseShutdown,
      ],
      exports: [DataSource, DatabaseConnection, ChangeNotifications, DataInventory],
    };
  }
}
