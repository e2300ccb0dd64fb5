import type { DynamicModule, Type } from '@nestjs/common';
import type { ConfigSection } from '../config/config-section';
import type { ErrorCodeTable } from '../errors/error-catalogue';
import type { EventTypeTable } from '../events/event-types';
import type { TableDescription } from './data-inventory';

/** A TypeORM entity or migration class. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type SchemaClass = Function;

/**
 * What a feature module contributes to the kernel, declared in its own folder (`<feature>.feature.ts`) and
 * listed once in the composition root (`apps/api/src/features.ts`). The kernel never imports a feature: it
 * receives these.
 */
export interface Feature {
  name: string;
  module: Type<unknown> | DynamicModule;
  /** TypeORM entities of its tables. */
  entities?: SchemaClass[];
  /** Its migrations; the kernel runs all features' migrations ordered by their timestamp. */
  migrations?: SchemaClass[];
  /** Its configuration keys: read and validated by the section, kept under `AppConfig.features`. */
  config?: ConfigSection;
  /** Its error codes (registered when the table is defined; listed here so that it is loaded). */
  errorCodes?: ErrorCodeTable;
  /** The outbound event types it publishes (registered by `defineEventTypes`; listed here so they load). */
  eventTypes?: EventTypeTable;
  /**
   * Its tables in the data inventory (ADR 0017): personal data, legal basis, retention, erasure. Every table
   * its migrations create belongs here; `test/integration/data-inventory.int-spec.ts` fails for one that is not.
   */
  dataInventory?: readonly TableDescription[];
}

/** The database schema of a set of features: what `openDatabase` needs. */
export interface DatabaseSchema {
  entities: SchemaClass[];
  migrations: SchemaClass[];
  /** The data inventory of these tables (the kernel's own, then every feature's). */
  dataInventory?: readonly TableDescription[];
}

const timestampOf = (migration: SchemaClass): number => Number(/(\d{13})$/.exec(migration.name)?.[1] ?? NaN);

export function schemaOf(features: readonly Feature[], kernel: DatabaseSchema): DatabaseSchema {
  const migrations = [...kernel.migrations, ...features.flatMap((f) => f.migrations ?? [])];
  const unnamed = migrations.filter((m) => Number.isNaN(timestampOf(m)));
  if (unnamed.length > 0) throw new Error(`migrations without a timestamp: ${unnamed.map((m) => m.name)}`);
  return {
    entities: [...kernel.entities, ...features.flatMap((f) => f.entities ?? [])],
    migrations: migrations.sort((a, b) => timestampOf(a) - timestampOf(b)),
    dataInventory: [...(kernel.dataInventory ?? []), ...features.flatMap((f) => f.dataInventory ?? [])],
  };
}
